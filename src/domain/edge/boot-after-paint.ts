/**
 * The page's scripts are asked for once it has painted, not while it paints (issue 45,
 * docs/decisions/032-boot-after-paint.md).
 *
 * Next.js writes its chunks as `<script src async>` in the head (and one `rel=preload`): a phone
 * then downloads about 170 KB of script at the same time as the page's style, fonts and first
 * photo, which come later for it. The page is whole without script (server-rendered; links and
 * forms work as plain HTML; the islands take over what was typed, decision 009), so its script can
 * wait: this rewrites a rendered page so that those scripts are added by one small inline script
 * once the page has painted and its first photo (`fetchpriority="high"`) has come, at the latest at
 * the `load` event, and at once at the first sign of a person. What a person did before the code
 * ran is kept for it: that they were there (the islands then load theirs at once), the buttons
 * they pressed and the fields they changed (pressed and given again once the page is live,
 * components/layout/page-live.tsx).
 */
import { PAINTED_FIRST } from './painted-first';

/** `<script … src="/_next/static/…" … async …></script>` (not `noModule`: old browsers only). */
const ASYNC_SCRIPT = /<script\b([^>]*)><\/script>/g;
/** `<link rel="preload" as="script" … href="/_next/static/…"/>` */
const SCRIPT_PRELOAD = /<link\b([^>]*)\/?>/g;

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|/?$)`, 'i').exec(attributes);
  return match ? (match[1] ?? '') : null;
};

const ownChunk = (src: string | null): src is string => !!src && src.startsWith('/_next/static/');

/** What the loader tells the page's code (`window.__vitrine`, read by components/islands/boot-state.ts). */
export type BootState = {
  /** A person moved, touched, typed or turned the wheel before the code ran. */
  active: boolean;
  /** Buttons pressed before the code ran (an island takes its own, the page presses the others again). */
  presses: Element[];
  /** Fields a person changed before the code ran (typed, chosen, ticked), in the order they did. */
  fields: Element[];
  /** Set by the page's code once it is live: presses and fields are no longer kept. */
  live?: boolean;
};

/**
 * The signs of a person that only a person makes (a scroll or a focus can come from the page
 * itself while it loads: restored scroll, anchoring, autofocus); the islands, once live, also count
 * those (components/islands/first-activity.ts).
 */
const ACTIVITY = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'];

/** The images the loader waits for: the first photo, or what stands for it. */
const AWAITED = `img[fetchpriority=high],img[${PAINTED_FIRST}]`;

/** What waits for the first photo's own paint when the browser does not report it (ms after `load`). */
export const PHOTO_GRACE_MS = 500;

/**
 * The loader: adds the scripts, in their order, once, at the first of:
 * - a sign of a person;
 * - the page has painted (the browser's first-contentful-paint entry) with its first photo
 *   (`fetchpriority="high"`, or an image marked PAINTED_FIRST: the largest-contentful-paint entry
 *   of one of them), or, on a page without such a photo or whose photo failed to load, its first
 *   paint;
 * - the `load` event and the first paint, plus PHOTO_GRACE_MS for a photo that is not the page's
 *   largest element (the browser then never reports its paint).
 * A browser that reports no paints (older Safari) has it as before: the photos in, then a frame.
 * Asking before the paint is what Lighthouse's simulation charges to the largest paint: a frame
 * after the photo came is not enough on a busy phone (the paint came 45 ms after it on this
 * machine, and the scripts with it).
 * It keeps for the page's code what happened before it ran (BootState). Written for every browser
 * the site serves (no arrow functions, no spread); its nonce is its own (a stored page gets a new
 * one for each visitor).
 */
function loader(sources: string[]): string {
  return (
    '(function(s){var d=document,w=window,n=d.currentScript&&d.currentScript.nonce,done=0,' +
    'v=w.__vitrine={active:false,presses:[],fields:[]};' +
    'function go(){if(done)return;done=1;for(var i=0;i<s.length;i++){var e=d.createElement("script");' +
    'e.src=s[i];e.async=true;if(n)e.nonce=n;d.head.appendChild(e)}}' +
    // A pointer "move" without movement is the browser's own (it updates the hover state when the
    // page's layout changes under a still pointer): not a person.
    'function seen(e){if(v.active||(e.type==="pointermove"&&!e.movementX&&!e.movementY))return;v.active=true;go()}' +
    `${JSON.stringify(ACTIVITY)}.forEach(function(t){w.addEventListener(t,seen,{passive:true,capture:true})});` +
    'd.addEventListener("click",function(e){var t=e.target,b=!v.live&&t&&t.closest&&' +
    't.closest("button[type=button],[role=button]");if(b)v.presses.push(b)},true);' +
    'function typed(e){var t=e.target;if(!v.live&&t&&/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)){' +
    'var i=v.fields.indexOf(t);if(i>=0)v.fields.splice(i,1);v.fields.push(t)}}' +
    'd.addEventListener("input",typed,true);d.addEventListener("change",typed,true);' +
    // shown: the first paint; photo: the first photo's paint (or none to wait for); late: load came.
    'var P=w.PerformanceObserver,k=(P&&P.supportedEntryTypes)||[],lcp=k.indexOf("largest-contentful-paint")>=0,' +
    `shown=k.indexOf("paint")<0,photo=0,late=0,H=${JSON.stringify(AWAITED)};` +
    'function ready(){if(shown&&(photo||late))go()}' +
    'function frame(f){w.requestAnimationFrame(function(){setTimeout(f,0)})}' +
    'if(!shown)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){shown=1;ready()}})' +
    '.observe({type:"paint",buffered:true});' +
    'if(lcp)new P(function(l){l.getEntries().forEach(function(e){if(e.element&&e.element.matches&&e.element.matches(H))' +
    'photo=1});ready()}).observe({type:"largest-contentful-paint",buffered:true});' +
    'function parsed(){var m=[].slice.call(d.querySelectorAll(H));if(!m.length){photo=1;return ready()}' +
    // A photo that failed is never painted: nothing to wait for.
    'if(lcp){m.forEach(function(i){if(i.complete&&!i.naturalWidth)photo=1;' +
    'else i.addEventListener("error",function(){photo=1;ready()})});return ready()}' +
    'Promise.all(m.map(function(i){return i.complete?0:new Promise(function(r){' +
    'i.addEventListener("load",r);i.addEventListener("error",r)})})).then(function(){frame(function(){photo=1;ready()})})}' +
    `w.addEventListener("load",function(){if(lcp)setTimeout(function(){late=1;ready()},${PHOTO_GRACE_MS});` +
    'else{late=1;ready()}},{once:true});' +
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",parsed,{once:true});else parsed()' +
    `})(${JSON.stringify(sources).replace(/</g, '\\u003c')})`
  );
}

/**
 * The page with its Next.js chunks loaded by the loader; unchanged when it has none (or is not
 * HTML). `nonce`: the page's own, put on the loader.
 */
export function bootAfterPaint(html: string, nonce: string): string {
  if (!html.includes('</head>')) return html;
  const sources: string[] = [];
  const take = (src: string) => {
    if (!sources.includes(src)) sources.push(src);
  };
  let out = html.replace(SCRIPT_PRELOAD, (tag, attributes: string) => {
    if (attribute(attributes, 'rel') !== 'preload' || attribute(attributes, 'as') !== 'script') return tag;
    const href = attribute(attributes, 'href');
    if (!ownChunk(href)) return tag;
    take(href);
    return '';
  });
  out = out.replace(ASYNC_SCRIPT, (tag, attributes: string) => {
    const src = attribute(attributes, 'src');
    if (!ownChunk(src) || attribute(attributes, 'async') === null || attribute(attributes, 'nomodule') !== null)
      return tag;
    take(src);
    return '';
  });
  if (sources.length === 0) return html;
  const script = `<script nonce="${nonce}">${loader(sources)}</script>`;
  const end = out.indexOf('</head>');
  return out.slice(0, end) + script + out.slice(end);
}
