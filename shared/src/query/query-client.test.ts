import { ApiError } from '../api/api-error';
import { createQueryClient, unwrap } from './query-client';

describe('the shared query client', () => {
  it('unwraps a successful answer and throws the translated error of a failed one', async () => {
    await expect(unwrap(Promise.resolve({ ok: true as const, value: 7 }))).resolves.toBe(7);
    const error = new ApiError('games.favourite.tooFast', 'Too fast', 429);
    await expect(unwrap(Promise.resolve({ ok: false as const, error }))).rejects.toBe(error);
  });

  it('asks the api once for two readers of the same call at the same time', async () => {
    const client = createQueryClient();
    let calls = 0;
    const queryFn = async () => {
      calls += 1;
      return 'lanes';
    };
    const [first, second] = await Promise.all([client.fetchQuery({ queryKey: ['lanes'], queryFn }), client.fetchQuery({ queryKey: ['lanes'], queryFn })]);
    expect([first, second, calls]).toEqual(['lanes', 'lanes', 1]);
  });

  it('retries a network failure once, and a refused request never', async () => {
    const client = createQueryClient();
    let networkCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['network'],
        retryDelay: 0,
        queryFn: async () => {
          networkCalls += 1;
          throw new ApiError('network', 'offline', 0);
        },
      }),
    ).rejects.toThrow('offline');
    expect(networkCalls).toBe(2);

    let refusedCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['refused'],
        retryDelay: 0,
        queryFn: async () => {
          refusedCalls += 1;
          throw new ApiError('login.not.session', 'Log in', 401);
        },
      }),
    ).rejects.toThrow('Log in');
    expect(refusedCalls).toBe(1);
  });
});
