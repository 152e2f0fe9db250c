import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import type { DayInputProps } from './DayInput';

const DayInput = lazy(() => import('./DayInput'));

/** DayInput, fetched the first time one is shown; a disabled box holds its place meanwhile. */
export function LazyDayInput(props: DayInputProps) {
  return (
    <Suspense fallback={<TextField size="small" label={props.label} disabled sx={props.sx} />}>
      <DayInput {...props} />
    </Suspense>
  );
}
