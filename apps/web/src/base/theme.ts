import { createTheme } from '@mui/material/styles';
import { amber, blue, green, red } from '@mui/material/colors';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type {} from '@mui/x-date-pickers/themeAugmentation';

/**
 * Amber is too light to be read as text on white (2:1); wherever the primary colour is text (text
 * and outlined buttons, links, a focused field's label and border) this dark amber is used, at 7:1.
 */
export const AMBER_TEXT = '#7a4a00';

/**
 * Keyboard focus: a dark ring (17:1 on white, 9:1 on the amber app bar) drawn a little outside the
 * control, so it never blends with the control's own colour. Inside menus, lists and grid cells,
 * whose edges would clip it, it is drawn just inside instead.
 */
export const FOCUS_COLOR = '#1f1300';
const focusRing = { outline: `2px solid ${FOCUS_COLOR}`, outlineOffset: 2 };
const insetFocusRing = { outline: `2px solid ${FOCUS_COLOR}`, outlineOffset: -2 };

/** Hidden on screen, read by screen readers: e.g. the name of a table's column of row buttons. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in `sx` a bare 1 means 100% and -1 a negative spacing step.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  margin: '-1px',
  padding: 0,
} as const;

/**
 * Whether the person has asked their system for less motion. Then menus, dialogs, messages and
 * tooltips appear and go at once, without sliding, fading or rippling.
 */
export const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const noMotion = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/** The spec's palette: primary amber, secondary blue, success green, error red, readable on white. */
export const theme = createTheme({
  ...(reduceMotion ? { transitions: { duration: noMotion } } : {}),
  palette: {
    primary: { main: amber[700], dark: amber[900], contrastText: '#1f1300' },
    secondary: { main: blue[700] },
    success: { main: green[800] },
    error: { main: red[700] },
    background: { default: '#f6f6f4' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      // Anything focusable that is not one of the components below (a grid cell, a plain link).
      // A page's heading takes focus after a move to the page (see layout/focus.ts): no ring there,
      // it is no control.
      styleOverrides: { ':focus-visible': focusRing, 'h1[tabindex="-1"]:focus': { outline: 'none' } },
    },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    // Buttons, icon buttons, chips, checkboxes and switches all draw their keyboard focus here.
    MuiButtonBase: { defaultProps: { disableRipple: reduceMotion }, styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    // Buttons keep the case of their words: money reads "Rp 76.000", never "RP 76.000".
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // Buttons say their words as written ("Cancel order", "Discard draft"), never in capitals like a code.
        root: {
          textTransform: 'none',
          variants: [
            { props: { color: 'primary', variant: 'text' }, style: { color: AMBER_TEXT } },
            { props: { color: 'primary', variant: 'outlined' }, style: { color: AMBER_TEXT, borderColor: amber[800] } },
          ],
        },
      },
    },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiLink: {
      styleOverrides: {
        root: {
          '&:focus-visible': focusRing,
          variants: [{ props: { color: 'primary' }, style: { color: AMBER_TEXT, textDecorationColor: AMBER_TEXT } }],
        },
      },
    },
    MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: AMBER_TEXT } } } },
    // A focused field's border turns dark amber and thick: 7:1 against the resting grey border's 1.6:1.
    MuiOutlinedInput: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: AMBER_TEXT } } },
    },
    // The same for a date field, which draws its own border.
    MuiPickersOutlinedInput: {
      styleOverrides: { root: { '&.Mui-focused:not(.Mui-error) .MuiPickersOutlinedInput-notchedOutline': { borderColor: AMBER_TEXT } } },
    },
    // A disabled field's help still has to be read: it often says why the field is disabled.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    MuiDataGrid: {
      styleOverrides: {
        root: {
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within':
            insetFocusRing,
        },
      },
    },
  },
});
