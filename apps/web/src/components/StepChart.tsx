import { Box, useTheme } from '@mui/material';
import { useId } from 'react';

export interface StepPoint {
  /** When the value took effect (ISO 8601). */
  time: string;
  value: number;
}

interface StepChartProps {
  /** Read out as the picture's name, e.g. "Cogs over time". */
  title: string;
  /** Read out after the title: what the picture shows in words, for those who cannot see it. */
  description: string;
  /** Oldest first; each value holds until the next one, the last until now. */
  points: StepPoint[];
  formatValue: (value: number) => string;
  formatTime: (time: string) => string;
  height?: number;
}

const WIDTH = 640;
const PADDING = { top: 16, right: 16, bottom: 28, left: 88 };

/**
 * A value that changes in steps over time (a price, a cost), drawn as an SVG that is one image to
 * assistive technology, named by its title and described in words.
 */
export function StepChart({ title, description, points, formatValue, formatTime, height = 200 }: StepChartProps) {
  const theme = useTheme();
  const id = useId();
  if (points.length === 0) return null;
  const times = points.map((point) => new Date(point.time).getTime());
  const start = times[0]!;
  const end = Math.max(Date.now(), times.at(-1)! + 1);
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A flat line sits in the middle rather than on an edge.
  const [bottom, top] = low === high ? [low * 0.9, high * 1.1 || 1] : [low - (high - low) * 0.1, high + (high - low) * 0.1];
  const x = (time: number) => PADDING.left + ((time - start) / (end - start)) * (WIDTH - PADDING.left - PADDING.right);
  const y = (value: number) => PADDING.top + (1 - (value - bottom) / (top - bottom)) * (height - PADDING.top - PADDING.bottom);

  // Along at each value until the next change, then up or down to the new one.
  const path = points
    .map((point, index) => `${index === 0 ? `M${x(start)},` : 'V'}${y(point.value)} H${x(times[index + 1] ?? end)}`)
    .join(' ');
  const axis = theme.palette.text.secondary;
  const labelStyle = { fontSize: 12, fill: axis, fontFamily: theme.typography.fontFamily };

  return (
    <Box sx={{ width: '100%', maxWidth: WIDTH }}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-description`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-description`}>{description}</desc>
        <line x1={PADDING.left} x2={WIDTH - PADDING.right} y1={height - PADDING.bottom} y2={height - PADDING.bottom} stroke={axis} />
        <line x1={PADDING.left} x2={PADDING.left} y1={PADDING.top} y2={height - PADDING.bottom} stroke={axis} />
        {[...new Set([low, high])].map((value) => (
          <text key={value} x={PADDING.left - 8} y={y(value) + 4} textAnchor="end" style={labelStyle}>
            {formatValue(value)}
          </text>
        ))}
        <text x={PADDING.left} y={height - 8} style={labelStyle}>
          {formatTime(points[0]!.time)}
        </text>
        <text x={WIDTH - PADDING.right} y={height - 8} textAnchor="end" style={labelStyle}>
          {formatTime(new Date(end).toISOString())}
        </text>
        <path d={path} fill="none" stroke={theme.palette.primary.main} strokeWidth={2.5} />
        {points.map((point, index) => (
          <circle key={`${point.time}-${index}`} cx={x(times[index]!)} cy={y(point.value)} r={4} fill={theme.palette.primary.dark} />
        ))}
      </svg>
    </Box>
  );
}
