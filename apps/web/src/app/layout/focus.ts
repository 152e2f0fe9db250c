import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Moves focus to the page's heading (its `h1`, focusable with tabIndex -1), or else to the main area. */
export function focusMainHeading(main: HTMLElement | null) {
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1[tabindex="-1"]');
  (heading ?? main).focus();
}

/**
 * After each move to another page, focus goes to the new page's heading, where a screen reader
 * starts reading and the next Tab reaches the page's first control. The first page shown keeps the
 * browser's own start; a change of the address's query (a list's filter or page) is no new page.
 */
export function useFocusHeadingOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    focusMainHeading(main.current);
  }, [pathname, main]);
}

/** The skip link's click: focus the main heading without changing the address. */
export function skipToMain(main: RefObject<HTMLElement | null>) {
  return (event: MouseEvent) => {
    event.preventDefault();
    focusMainHeading(main.current);
  };
}
