import Box from '@mui/material/Box';
import type { GridApi } from '@mui/x-data-grid';
import { useEffect, useState, type RefObject } from 'react';

/** Whether the grid holds columns beyond its right edge that are not scrolled into view yet. */
export function useMoreColumnsToTheRight(apiRef: RefObject<GridApi | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const update = () => {
      const { isReady, hasScrollX, columnsTotalWidth, viewportInnerSize } = api.getRootDimensions();
      const hidden = columnsTotalWidth - viewportInnerSize.width - api.getScrollPosition().left;
      setMore(isReady && hasScrollX && hidden > 1);
    };
    update();
    const stops = (['scrollPositionChange', 'resize', 'viewportInnerSizeChange', 'columnWidthChange', 'columnsChange'] as const).map((event) =>
      api.subscribeEvent(event, update),
    );
    return () => stops.forEach((stop) => stop());
  }, [apiRef]);
  return more;
}

/**
 * On a narrow screen the grid shows a few of its columns: a shadow at its right edge says the rest are
 * a sideways scroll away (the toolbar's "More columns" scrolls there). It lies over the grid and takes
 * no clicks, so showing it moves and hides nothing.
 */
export function MoreColumnsShadow({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        top: 1,
        right: 1,
        bottom: 1,
        width: 48,
        pointerEvents: 'none',
        zIndex: 5,
        borderTopRightRadius: 8,
        borderBottomRightRadius: 8,
        background: 'linear-gradient(to right, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.12))',
      }}
    />
  );
}
