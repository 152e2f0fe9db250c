import { Box, Checkbox, FormControlLabel, FormHelperText, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { AuthoritiesQuery } from './roles.generated';

type Authority = NonNullable<AuthoritiesQuery['authorities']>[number];

const ACTIONS = ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] as const;

export interface AuthorityGroup {
  group: string;
  /** VIEW_, CREATE_, UPDATE_ and DELETE_ of the group's entity, where they exist. */
  actions: Partial<Record<(typeof ACTIONS)[number], Authority>>;
  /** Anything else: the special authorities. */
  others: Authority[];
  all: Authority[];
}

/** Groups authorities by entity, keeping the server's order, and sorts each into its action column. */
export function groupAuthorities(authorities: Authority[]): AuthorityGroup[] {
  const groups = new Map<string, AuthorityGroup>();
  for (const authority of authorities) {
    let group = groups.get(authority.group);
    if (!group) groups.set(authority.group, (group = { group: authority.group, actions: {}, others: [], all: [] }));
    group.all.push(authority);
    const action = ACTIONS.find((verb) => authority.name === `${verb}_${authority.group}`);
    if (action) group.actions[action] = authority;
    else group.others.push(authority);
  }
  return [...groups.values()];
}

const GROUP_LABELS: Record<string, string> = { SPECIAL: 'Special' };

/** A group's human name: `HUB_TYPE` gives "Hub type". */
export function groupLabel(group: string): string {
  if (GROUP_LABELS[group]) return GROUP_LABELS[group];
  const words = group.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The role form's authorities: a row per entity with its actions and "select all". */
export function AuthorityPicker({ name, authorities }: { name: string; authorities: Authority[] }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const selected = useMemo(() => new Set<number>((field.value as number[] | undefined) ?? []), [field.value]);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => groupAuthorities(authorities), [authorities]);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return groups;
    // Every word must appear in the group's name, an authority's name or its code.
    const text = (group: AuthorityGroup) =>
      [groupLabel(group.group), group.group, ...group.all.flatMap((authority) => [authority.description, authority.name])].join(' ').toLowerCase().replace(/_/g, ' ');
    return groups.filter((group) => words.every((word) => text(group).includes(word.replace(/_/g, ' '))));
  }, [groups, search]);

  const set = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    field.onChange([...next].sort((a, b) => a - b));
  };
  const box = (authority: Authority) => (
    <Checkbox
      size="small"
      checked={selected.has(authority.id)}
      onChange={(event) => set([authority.id], event.target.checked)}
      slotProps={{ input: { 'aria-label': `${authority.description} (${authority.name})`, title: authority.name } }}
    />
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Authorities ({selected.size} of {authorities.length})
        </Typography>
        <TextField label="Find authority" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ maxWidth: 280 }} helperText="By name or code" />
      </Box>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      <TableContainer sx={{ maxHeight: '60vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>Entity</TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {action[0] + action.slice(1).toLowerCase()}
                </TableCell>
              ))}
              <TableCell>Other</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={ACTIONS.length + 2}>
                  <Typography role="status">No authority matches “{search.trim()}”.</Typography>
                </TableCell>
              </TableRow>
            )}
            {shown.map((group) => {
              const ids = group.all.map((authority) => authority.id);
              const count = ids.filter((id) => selected.has(id)).length;
              return (
                <TableRow key={group.group} hover>
                  <TableCell sx={{ py: 0 }}>
                    <FormControlLabel
                      label={
                        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                          <Typography variant="body2" component="span">
                            {groupLabel(group.group)}
                          </Typography>
                          <Typography variant="caption" component="span" color="text.secondary">
                            {group.group}
                          </Typography>
                        </Box>
                      }
                      control={
                        <Checkbox
                          size="small"
                          checked={count === ids.length}
                          indeterminate={count > 0 && count < ids.length}
                          onChange={(event) => set(ids, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `Select all ${groupLabel(group.group)} (${group.group})` } }}
                        />
                      }
                    />
                  </TableCell>
                  {ACTIONS.map((action) => (
                    <TableCell key={action} align="center" sx={{ py: 0 }}>
                      {group.actions[action] && box(group.actions[action])}
                    </TableCell>
                  ))}
                  <TableCell sx={{ py: 0 }}>
                    {group.others.map((authority) => (
                      <FormControlLabel
                        key={authority.id}
                        control={box(authority)}
                        label={
                          <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                            <Typography variant="body2" component="span">
                              {authority.description}
                            </Typography>
                            <Typography variant="caption" component="span" color="text.secondary">
                              {authority.name}
                            </Typography>
                          </Box>
                        }
                      />
                    ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
