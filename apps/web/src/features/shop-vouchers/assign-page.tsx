import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { assignmentWords, formatNumber } from '@back-office/domain';
import { Alert, Autocomplete, Box, Button, LinearProgress, MenuItem, Paper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useConfirm } from '../../components/ConfirmDialog';
import { voucherSections, type PromotionSection } from './links';
import {
  CreateShopAssignedVouchersDocument,
  ShopVoucherCodeChoicesDocument,
  ShopVoucherCustomerChoicesDocument,
  ShopVoucherMembershipCustomersDocument,
  ShopVoucherMembershipsDocument,
} from './shop-vouchers.generated';

/*
 * Giving a voucher code to customers: the code is picked from the codes (searched by code or
 * voucher name), the customers either one by one (searched by name or phone number) or as every
 * customer of a membership level (a customer's page sends ?customer=<id>, a code's ?code=). While it is given the page says what it is doing; then it says
 * what was done, in words, from the one assigning call (createShopAssignedVouchers).
 */

type Code = { id: number; name: string; setting: { name: string } };
type Customer = { id: number; name: string; phoneNo?: string | null };
type Outcome = { severity: 'success' | 'error'; text: string };

const CUSTOMERS_PER_READ = 100;
/** The most customers one assigning call takes (the server's limit). */
const CUSTOMERS_PER_CALL = 10_000;
const customersWord = (count: number) => `${formatNumber(count, 0)} ${count === 1 ? 'customer' : 'customers'}`;
const codeLabel = (code: Code) => `${code.name} · ${code.setting.name}`;
const searchPage = (value: string, fields: string[]) => ({ page: 1, size: 10, search: { value, fields } });

/** A voucher code, found by its code or its voucher's name; `initialName` (from ?code=) is chosen at first. */
function CodePicker({ value, onChange, initialName }: { value: Code | null; onChange: (code: Code | null) => void; initialName: string }) {
  const [text, setText] = useState(initialName);
  // Once a code is chosen the field shows its label, which is not searched for.
  const search = value && text === codeLabel(value) ? '' : text.trim();
  const { data, loading } = useQuery(ShopVoucherCodeChoicesDocument, { variables: { pageInput: searchPage(search, ['name', 'settingName']) }, skip: search.length < 2 });
  const found = data?.shopVoucherCodes?.results ?? [];
  const options: Code[] = value ? [value, ...found.filter((option) => option.id !== value.id)] : found;
  useEffect(() => {
    // The code named in the address is chosen once it is found.
    const named = initialName && !value ? options.find((option) => option.name.toLowerCase() === initialName.toLowerCase()) : undefined;
    if (named) onChange(named);
  }, [options, initialName, value, onChange]);
  return (
    <Autocomplete
      sx={{ minWidth: 260, flex: 1 }}
      value={value}
      options={options}
      loading={loading}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={codeLabel}
      inputValue={text}
      // The field empties itself as it mounts without a value: the code named in the address stays searched for.
      onInputChange={(_event, typed, reason) => (reason === 'reset' && !value ? undefined : setText(typed))}
      onChange={(_event, chosen) => onChange(chosen)}
      noOptionsText={search.length < 2 ? 'Type two letters of a code or a voucher’s name.' : 'No voucher code found.'}
      renderInput={(params) => <TextField {...params} required label="Voucher Code" />}
    />
  );
}

/** Customers chosen one by one, found by name or phone number, shown as chips. */
function CustomersPicker({ value, onChange }: { value: Customer[]; onChange: (customers: Customer[]) => void }) {
  const [text, setText] = useState('');
  const search = text.trim();
  const { data, loading } = useQuery(ShopVoucherCustomerChoicesDocument, { variables: { pageInput: searchPage(search, ['name', 'phoneNo']) }, skip: search.length < 2 });
  return (
    <Autocomplete
      multiple
      sx={{ flex: 1, minWidth: 260 }}
      value={value}
      options={search.length < 2 ? [] : (data?.shopCustomers?.results ?? [])}
      loading={loading}
      filterOptions={(all) => all}
      filterSelectedOptions
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => (option.phoneNo ? `${option.name} · ${option.phoneNo}` : option.name)}
      inputValue={text}
      onInputChange={(_event, typed, reason) => reason !== 'reset' && setText(typed)}
      onChange={(_event, chosen) => onChange(chosen)}
      noOptionsText={search.length < 2 ? 'Type two letters of a name or phone number.' : 'No customer found.'}
      renderInput={(params) => <TextField {...params} label="Customers" helperText={value.length > 0 ? `${customersWord(value.length)} chosen` : ' '} />}
    />
  );
}

/** Gives a code to chosen customers or to every customer of a level, after asking. */
export function AssignPage({ section }: { section: PromotionSection }) {
  const [searchParams] = useSearchParams();
  const client = useApolloClient();
  const listUrl = voucherSections[section].assignedVouchers.listUrl;
  const [code, setCode] = useState<Code | null>(null);
  const [mode, setMode] = useState<'customers' | 'level'>('customers');
  const [chosen, setChosen] = useState<Customer[]>([]);
  const [membershipId, setMembershipId] = useState('');
  const [progress, setProgress] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const { data } = useQuery(ShopVoucherMembershipsDocument);
  const [assign] = useMutation(CreateShopAssignedVouchersDocument, { refetchQueries: ['ShopAssignedVouchersPage', 'ShopVoucherCode', 'ShopCustomerVouchers'] });
  const levels = data?.shopMembershipsAll ?? [];
  const level = levels.find((item) => String(item.id) === membershipId);
  const membersFilter = { operator: 'AND' as const, options: [{ field: 'membershipId', type: 'EQUAL' as const, values: [membershipId] }] };
  const { data: members } = useQuery(ShopVoucherMembershipCustomersDocument, { skip: !level, variables: { pageInput: { page: 1, size: 1, filters: membersFilter } } });
  const levelCount = members?.shopCustomers?.totalRows;
  // A customer's page opens this page with ?customer=<id>: that customer is chosen.
  const presetId = Number(searchParams.get('customer'));
  const { data: preset } = useQuery(ShopVoucherCustomerChoicesDocument, {
    skip: !Number.isInteger(presetId) || presetId < 1,
    variables: { pageInput: { page: 1, size: 1, filters: { operator: 'AND', options: [{ field: 'id', type: 'EQUAL', values: [String(presetId)] }] } } },
  });
  const presetCustomer = preset?.shopCustomers?.results[0];
  useEffect(() => {
    if (presetCustomer) setChosen((current) => (current.some((customer) => customer.id === presetCustomer.id) ? current : [presetCustomer, ...current]));
  }, [presetCustomer]);
  const who = mode === 'customers' ? customersWord(chosen.length) : `every ${level?.levelName ?? ''} customer`;
  const ready = Boolean(code) && (mode === 'customers' ? chosen.length > 0 : Boolean(level)) && progress === null;

  /** Every customer id of the level, read a page at a time in id order. */
  const memberIds = async () => {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      setProgress(`Finding the ${level!.levelName} customers: ${formatNumber(ids.length, 0)} so far…`);
      const result = await client.query({
        query: ShopVoucherMembershipCustomersDocument,
        variables: { pageInput: { page, size: CUSTOMERS_PER_READ, filters: membersFilter, sorts: [{ field: 'id', direction: 'ASC' }] } },
        fetchPolicy: 'no-cache',
      });
      const read = result.data?.shopCustomers;
      ids.push(...(read?.results ?? []).map((customer) => customer.id));
      if (!read?.hasNextPage) return ids;
    }
  };

  const run = async () => {
    if (!code || !ready) return;
    setOutcome(null);
    const yes = await ask({ title: 'Assign voucher', text: `Give code ${code.name} (${code.setting.name}) to ${who}? Customers who already have it keep theirs.`, confirmLabel: 'Assign' });
    if (!yes) return;
    try {
      const ids = mode === 'customers' ? chosen.map((customer) => customer.id) : await memberIds();
      if (ids.length === 0) return setOutcome({ severity: 'error', text: `No customer is ${level?.levelName}; nothing was assigned.` });
      const done = { assigned: 0, alreadyAssigned: 0 };
      for (let start = 0; start < ids.length; start += CUSTOMERS_PER_CALL) {
        setProgress(`Assigning ${code.name} to ${customersWord(ids.length)}…${ids.length > CUSTOMERS_PER_CALL ? ` (${formatNumber(start, 0)} done)` : ''}`);
        const result = await assign({ variables: { shopVoucherCodeId: code.id, shopCustomerIds: ids.slice(start, start + CUSTOMERS_PER_CALL) } });
        const answer = result.data?.createShopAssignedVouchers;
        if (result.error || !answer) return setOutcome({ severity: 'error', text: result.error?.message ?? 'The voucher could not be assigned.' });
        done.assigned += answer.assigned;
        done.alreadyAssigned += answer.alreadyAssigned;
      }
      setOutcome({ severity: 'success', text: assignmentWords({ code: code.name, ...done }) });
      if (mode === 'customers') setChosen([]);
    } catch (error) {
      setOutcome({ severity: 'error', text: error instanceof Error ? error.message : 'The voucher could not be assigned.' });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 2 }}>
        Give a voucher code to customers
      </Typography>
      <Stack spacing={2}>
        <CodePicker value={code} onChange={setCode} initialName={searchParams.get('code') ?? ''} />
        <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_event, next) => next && setMode(next)} aria-label="Give it to">
          <ToggleButton value="customers">Chosen customers</ToggleButton>
          <ToggleButton value="level">A membership level</ToggleButton>
        </ToggleButtonGroup>
        {mode === 'customers' ? (
          <CustomersPicker value={chosen} onChange={setChosen} />
        ) : (
          <TextField
            select
            size="small"
            label="Membership"
            required
            value={membershipId}
            onChange={(event) => setMembershipId(event.target.value)}
            sx={{ maxWidth: 320 }}
            helperText={level && levelCount != null ? customersWord(levelCount) : ' '}
          >
            {levels.map((item) => (
              <MenuItem key={item.id} value={String(item.id)}>
                {item.levelName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" disabled={!ready} onClick={() => void run()}>
            Assign
          </Button>
          <Button component={RouterLink} to={listUrl}>
            All Assigned Vouchers
          </Button>
        </Stack>
        {progress && (
          <Box role="status">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {progress}
            </Typography>
            <LinearProgress aria-label="Assigning" />
          </Box>
        )}
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
      </Stack>
      {confirmDialog}
    </Paper>
  );
}
