import type {ClientModule} from '@docusaurus/types';
import {DEFERRED_SECTION_CLASS} from './className';

/** What stops keeping a link's target in view: the reader scrolling or acting on the page. */
const READER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'];

let stopKeeping: AbortController | undefined;

/**
 * After a link to a heading on another page, Docusaurus scrolls the heading into
 * view once. The sections around it then render (see rehype.ts) and take their
 * real heights, which moves the heading, and scroll anchoring does not help on
 * the first layout after a scroll. As the browser does for a link it follows
 * itself, the heading is scrolled into view again whenever a section changes
 * height, until the reader scrolls or acts, or the next page.
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    stopKeeping?.abort();
    // On the first page the browser itself keeps the target in view.
    const target =
      previousLocation && location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) {
      return;
    }
    // Reported after layout and before paint, so the reader never sees the heading move.
    const observer = new ResizeObserver(() => target.scrollIntoView());
    document.querySelectorAll(`.${DEFERRED_SECTION_CLASS}`).forEach((section) => observer.observe(section));
    const controller = new AbortController();
    controller.signal.addEventListener('abort', () => observer.disconnect());
    for (const type of READER_INPUT) {
      window.addEventListener(type, () => controller.abort(), {
        capture: true,
        passive: true,
        signal: controller.signal,
      });
    }
    stopKeeping = controller;
  },
};

export default clientModule;
