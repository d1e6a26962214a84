type HappyDomWindow = Window & { happyDOM?: { setViewport(size: { width: number; height: number }): void } };

/** Resizes the happy-dom window, which re-evaluates matchMedia queries such as the 768 px breakpoint. */
export function setViewportWidth(width: number): void {
  (window as HappyDomWindow).happyDOM?.setViewport({ width, height: 800 });
}
