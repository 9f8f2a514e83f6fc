/**
 * The example frame's island (issue 67, D114; no framework, D59): sizes the
 * frame to its page, so an example shows whole without a scroll bar of its
 * own, and again whenever the example's height changes (a form showing its
 * errors, a question opened). Without it the frame keeps the height the
 * example's front matter gives, and scrolls.
 */
export function enhanceExampleFrame(root: HTMLElement): void {
  const frame = root as HTMLIFrameElement;
  let observer: ResizeObserver | undefined;
  const fit = () => {
    const main = frame.contentDocument?.querySelector('main');
    if (main) frame.style.height = `${Math.ceil(main.getBoundingClientRect().height)}px`;
  };
  const follow = () => {
    observer?.disconnect();
    const main = frame.contentDocument?.querySelector('main');
    if (!main) return;
    fit();
    observer = new ResizeObserver(fit);
    observer.observe(main);
  };
  frame.addEventListener('load', follow);
  if (frame.contentDocument?.readyState === 'complete') follow();
}
