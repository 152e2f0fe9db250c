import { Box } from '@mui/material';
import { RENT_TERMS, type HubRentType, hubRentTypeLabels, paymentTermsLabels, labelledOptions } from '@back-office/domain';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { LazyDayInput } from '../../components/LazyDayInput';
import { MoneyInput, NumberInput, SelectInput } from '../../components/form/fields';
import { FormSection } from './form-layout';
import type { HubFormValues } from './hub-values';

const RENT_TYPE_OPTIONS = labelledOptions(hubRentTypeLabels);
const PAYMENT_TERMS_OPTIONS = labelledOptions(paymentTermsLabels);

type Term = (typeof RENT_TERMS)[HubRentType][number];

/** The input of each term; which of them show is decided by RENT_TERMS, the rule the server checks. */
const TERM_INPUTS: Record<Term, { label: string; helperText?: string; money?: boolean }> = {
  valueInPercentage: { label: 'Revenue share (%)', helperText: 'Percent of the hub’s revenue paid to the location.' },
  minimumAmount: { label: 'Minimum amount (Rp)', helperText: 'Paid each month when the share comes to less.', money: true },
  value: { label: 'Fixed cost (Rp)', money: true },
  paymentTerms: { label: 'Payment terms' },
  feePerCup: { label: 'Fee per cup (Rp)', money: true },
};

/** The rent: its type, only the terms that type has, the fees and how long the contract runs. */
export function RentFields() {
  const rentType = useWatch<HubFormValues, 'rentType'>({ name: 'rentType' }) as HubRentType | undefined;
  const terms = rentType ? RENT_TERMS[rentType] : [];
  return (
    <FormSection title="Rent">
      <SelectInput name="rentType" label="Rent type" required options={RENT_TYPE_OPTIONS} />
      {/* Keeps the terms on a row of their own, under the type they belong to. */}
      <Box sx={{ display: { xs: 'none', md: 'block' } }} />
      {terms.map((term) =>
        term === 'paymentTerms' ? (
          <SelectInput key={term} name={`rentAdditionalInformation.${term}`} label={TERM_INPUTS[term].label} required options={PAYMENT_TERMS_OPTIONS} />
        ) : TERM_INPUTS[term].money ? (
          <MoneyInput key={term} name={`rentAdditionalInformation.${term}`} label={TERM_INPUTS[term].label} helperText={TERM_INPUTS[term].helperText} required />
        ) : (
          <NumberInput key={term} name={`rentAdditionalInformation.${term}`} label={TERM_INPUTS[term].label} helperText={TERM_INPUTS[term].helperText} required />
        ),
      )}
      <MoneyInput name="monthlyRentalFee" label="Monthly rental fee (Rp)" />
      <NumberInput name="commissionFee" label="Commission fee (%)" helperText="Percent of revenue paid to whoever brought the location in." />
      <ContractUntilInput />
    </FormSection>
  );
}

/** The contract's last day, picked as DD-MM-YYYY and kept as the API's YYYY-MM-DD; empty is none. */
function ContractUntilInput() {
  const { control } = useFormContext<HubFormValues>();
  const { field, fieldState } = useController({ control, name: 'contractUntil' });
  return (
    <LazyDayInput
      label="Contract until"
      id="hub-contract-until"
      value={field.value ?? ''}
      onChange={(day) => field.onChange(day || null)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      sx={{ width: '100%' }}
    />
  );
}
