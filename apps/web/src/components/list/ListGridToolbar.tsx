import ChevronRight from '@mui/icons-material/ChevronRight';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ColumnsPanelTrigger, Toolbar, useGridApiContext } from '@mui/x-data-grid';
import { useMoreColumnsToTheRight } from './MoreColumnsHint';

/**
 * The grid's own toolbar: "Columns" chooses what the list shows (kept for next time), and while
 * columns lie beyond the right edge a "More columns" button scrolls to them. It sits above the
 * header, so it covers no column's name.
 */
export function ListGridToolbar() {
  const apiRef = useGridApiContext();
  const more = useMoreColumnsToTheRight(apiRef);
  const scrollRight = () => {
    const api = apiRef.current;
    const { viewportInnerSize } = api.getRootDimensions();
    api.scroll({ left: api.getScrollPosition().left + Math.max(100, viewportInnerSize.width * 0.8) });
  };
  return (
    <Toolbar style={{ minHeight: 44, justifyContent: 'space-between', paddingLeft: 4 }}>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon />}>
        Columns
      </ColumnsPanelTrigger>
      {more && (
        <Box data-testid="more-columns">
          <Button size="small" onClick={scrollRight} endIcon={<ChevronRight />}>
            More columns
          </Button>
        </Box>
      )}
    </Toolbar>
  );
}
