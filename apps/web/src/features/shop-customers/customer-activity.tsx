import { useQuery } from '@apollo/client/react';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { ResourceList, type FilterField } from '../../components/list';
import { AddRecordButton } from '../../components/records/named-record';
import { shopOrders } from '../shop-orders/links';
import { SHOP_ORDER_COLUMNS } from '../shop-orders/ShopOrderListPages';
import { voucherSections } from '../shop-vouchers/links';
import { ShopCustomerOrdersPageDocument, ShopCustomerVouchersDocument } from './shop-customers.generated';

/*
 * What a customer did, on their page: their orders, newest first and a page at a time, each a link
 * to the order's page, and the voucher codes they were given. Each part shows only to a person who
 * may read orders or assigned vouchers.
 */

/** The columns of the customer's orders: the order list's, less what the page already says. */
const ORDER_FIELDS = ['orderNo', 'createdTime', 'state', 'hubId', 'type', 'paidAmount'];
const columns = SHOP_ORDER_COLUMNS.filter((column) => ORDER_FIELDS.includes(column.field));

const FILTER_FIELDS: FilterField[] = [
  { field: 'createdTime', label: 'Created', kind: 'date' },
  { field: 'orderNo', label: 'Order No', kind: 'text' },
];

/** The customer's orders, newest first. */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const { user } = useCurrentUser();
  if (!hasAuthority(user, 'VIEW_SHOP_ORDER')) return null;
  return (
    <Box component="section" aria-label="Orders" sx={{ maxWidth: 960 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        Orders
      </Typography>
      <ResourceList
        query={ShopCustomerOrdersPageDocument}
        selectPage={(data) => data.shopOrders}
        columns={columns}
        filterFields={FILTER_FIELDS}
        fixedFilters={[{ field: 'customerId', type: 'EQUAL', values: [String(customerId)] }]}
        searchFields={['orderNo']}
        defaultSort={{ field: 'createdTime', direction: 'DESC' }}
        defaultSize={10}
        exportFileName={`shop-customer-${customerId}-orders`}
        rowLink={(row) => shopOrders.url(row.id)}
        phoneColumns={['orderNo', 'state']}
        emptyText="No orders yet."
      />
    </Box>
  );
}

const VOUCHERS_SHOWN = 50;
const assigned = voucherSections.shop.assignedVouchers;

/** The voucher codes the customer was given, newest first. */
export function CustomerVouchers({ customerId, name }: { customerId: number; name: string }) {
  const { user } = useCurrentUser();
  const readable = hasAuthority(user, 'VIEW_SHOP_ASSIGNED_VOUCHER');
  const { data } = useQuery(ShopCustomerVouchersDocument, {
    skip: !readable,
    variables: {
      pageInput: { page: 1, size: VOUCHERS_SHOWN, filters: { operator: 'AND', options: [{ field: 'shopCustomerId', type: 'EQUAL', values: [String(customerId)] }] }, sorts: [{ field: 'id', direction: 'DESC' }] },
    },
  });
  if (!readable) return null;
  const page = data?.shopAssignedVouchers;
  const more = (page?.totalRows ?? 0) - (page?.results.length ?? 0);
  return (
    <DetailTable
      title="Vouchers"
      rows={page?.results ?? []}
      emptyText="No voucher given yet."
      actions={<AddRecordButton to={`${assigned.addUrl}?customer=${customerId}`} label="Give a Voucher" authority="CREATE_SHOP_ASSIGNED_VOUCHER" />}
      columns={[
        {
          header: 'Code',
          value: (row) => row.code.name,
          render: (row) => (
            <MuiLink component={Link} to={assigned.url(row.id)}>
              {row.code.name}
            </MuiLink>
          ),
        },
        { header: 'Voucher', value: (row) => row.code.setting.name },
        { header: 'Given', value: (row) => row.createdTime, format: 'datetime' },
        { header: 'Claimed', value: (row) => row.claimedDate, format: 'datetime' },
        { header: 'Used', value: (row) => row.usedDate, format: 'datetime' },
        { header: 'Active', value: (row) => row.active, format: 'boolean' },
      ]}
      after={
        more > 0 ? (
          <MuiLink component={Link} to={`${assigned.listUrl}?q=${encodeURIComponent(name)}`} sx={{ display: 'inline-block', mt: 1 }}>
            {`${more} more in the assigned vouchers`}
          </MuiLink>
        ) : undefined
      }
    />
  );
}
