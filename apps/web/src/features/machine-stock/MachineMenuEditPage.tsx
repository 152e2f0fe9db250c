import { useMutation } from '@apollo/client/react';
import { productInMachineUpdateSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { MoneyInput, NumberInput, SwitchInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { machineUrl } from '../machines/links';
import { ProductInMachineDocument, UpdateProductInMachineDocument } from './machine-stock.generated';

/** A product on a machine's menu: its price there, its discount, its slot and whether it is sold now. */
export default function MachineMenuEditPage() {
  const { id, record: line, gate } = useRecordFromRoute(ProductInMachineDocument, 'machineMenuId', (data) => data.productInMachine, 'network-only');
  const [update] = useMutation(UpdateProductInMachineDocument, { refetchQueries: ['MachineMenu'] });
  if (!line) return gate;
  const back = machineUrl(line.machineId);
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Machine', value: `${line.machine.vmcNo} ${line.machine.name}` },
          { label: 'Product', value: line.product.name },
        ]}
      />
      <ResourceForm
        schema={productInMachineUpdateSchema}
        defaultValues={{ price: line.price, discountedPrice: line.discountedPrice, slot: line.slot, active: line.active }}
        successMessage="Menu saved."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input, expectedUpdatedTime: line.updatedTime } });
          return { error: result.error, next: back };
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MoneyInput name="price" label="Price" required />
          <MoneyInput name="discountedPrice" label="Discounted price" helperText="Below the price; blank for none." />
          <NumberInput name="slot" label="Slot" helperText="The product’s button on the machine." />
        </Stack>
        <SwitchInput name="active" label="Active" />
      </ResourceForm>
    </Stack>
  );
}
