import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';

/** The app as route plugins see it: TypeBox schemas give their handlers typed requests. */
export type ScopeInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A domain's route plugin (TypeBox-typed or plain). */
export type RoutePlugin<Options extends FastifyPluginOptions> =
  | FastifyPluginAsync<Options, RawServerDefault, TypeBoxTypeProvider>
  | FastifyPluginAsync<Options>;

type Mount = (scope: ScopeInstance) => PromiseLike<unknown>;

/**
 * Routes that many domains hand to ONE encapsulated context sharing one onRequest hook (the brand
 * of the request, the operator guard). Domains add their plugins while they load; the context is
 * built once, after every domain (see mountRouteScopes), so the hook is written and added once.
 */
export class RouteScope {
  private readonly mounts: Mount[] = [];
  private mounted = false;

  constructor(
    readonly name: string,
    private readonly hook: (request: FastifyRequest) => Promise<void>,
    /** Runs once the body is parsed and validated (checks that read the body). */
    private readonly preHandler?: (request: FastifyRequest) => Promise<void>,
  ) {}

  /** Puts a route plugin of a domain inside this scope. */
  add<Options extends FastifyPluginOptions>(plugin: RoutePlugin<Options>, options: Options): void {
    if (this.mounted) throw new Error(`${this.name}: routes added after the scope was built`);
    this.mounts.push((scope) => scope.register(plugin as FastifyPluginAsync<Options, RawServerDefault, TypeBoxTypeProvider>, options));
  }

  /** The scope's one context: its hook, then every plugin the domains added, in their order. */
  readonly plugin = async (scope: ScopeInstance): Promise<void> => {
    this.mounted = true;
    scope.addHook('onRequest', this.hook);
    if (this.preHandler) scope.addHook('preHandler', this.preHandler);
    for (const mount of this.mounts) await mount(scope);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Routes of the brand API: they know their merchant and language before they run. */
    brandRoutes: RouteScope;
    /** Routes of the back office (/ops): behind the operator guard. */
    opsRoutes: RouteScope;
  }
}

/** Builds the brand and /ops contexts; registered after the domains that fill them. */
export const routeScopes = fp(
  async (app: FastifyInstance) => {
    await app.register(app.brandRoutes.plugin);
    await app.register(app.opsRoutes.plugin);
  },
  { name: 'route-scopes', dependencies: ['brand-scope', 'ops-scope'] },
);
