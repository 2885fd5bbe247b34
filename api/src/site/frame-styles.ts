import { LRUCache } from 'lru-cache';
import postcss, { type Root } from 'postcss';

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const KEYFRAMES = /keyframes$/i;

/**
 * A remote's first-frame stylesheet (its server build's `first-frame.css`: every CSS module of the
 * remote, some 40 KB for the member center's pages) cut to the rules a frame's markup can use: a
 * selector is kept when every class it names is in the markup (a frame is static markup: no class
 * comes later), a rule without class selectors and keyframes always. Less for the phone to parse and
 * match before its first paint. Parsed once per release; the cut is kept per set of classes (a page's
 * frame draws the same classes from one visit to the next).
 */
export class FrameStyles {
  private readonly root: Root;
  private readonly cuts = new LRUCache<string, string>({ max: 64 });

  constructor(css: string) {
    this.root = postcss.parse(css);
  }

  for(markup: string): string {
    const classes = new Set<string>();
    for (const [, names] of markup.matchAll(CLASS_ATTRIBUTE)) for (const name of names!.split(/\s+/)) if (name) classes.add(name);
    const key = [...classes].sort().join(' ');
    let cut = this.cuts.get(key);
    if (cut === undefined) {
      cut = this.cut(classes);
      this.cuts.set(key, cut);
    }
    return cut;
  }

  private cut(classes: Set<string>): string {
    const root = this.root.clone();
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && KEYFRAMES.test((rule.parent as { name: string }).name)) return;
      const used = rule.selectors.filter((selector) => [...selector.matchAll(CLASS_SELECTOR)].every(([, name]) => classes.has(name!)));
      if (used.length === 0) rule.remove();
      else rule.selectors = used;
    });
    // An at-rule (a media query) left with nothing in it goes too.
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
    });
    return root.toString();
  }
}
