import ChevronRight from '@mui/icons-material/ChevronRight';
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
 * On a narrow screen the grid shows a few of its columns: a shadow at its right edge and the words
 * "More columns" say the rest are a sideways scroll away. It lies over the grid, so showing it moves
 * nothing; the grid itself tells screen readers how many columns it has.
 */
export function MoreColumnsHint({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Box
      aria-hidden
      data-testid="more-columns"
      sx={{
        position: 'absolute',
        top: 1,
        right: 1,
        bottom: 1,
        width: 120,
        pointerEvents: 'none',
        zIndex: 5,
        borderTopRightRadius: 8,
        borderBottomRightRadius: 8,
        background: 'linear-gradient(to right, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.14))',
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
      }}
    >
      <Box
        sx={{
          mt: 1.25,
          mr: 0.5,
          pl: 1,
          pr: 0.25,
          display: 'flex',
          alignItems: 'center',
          borderRadius: 4,
          bgcolor: 'text.primary',
          color: 'common.white',
          fontSize: 12,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          boxShadow: 2,
        }}
      >
        More columns
        <ChevronRight fontSize="small" />
      </Box>
    </Box>
  );
}
