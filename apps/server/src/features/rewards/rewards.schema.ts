import { and, eq, ne, sql } from 'drizzle-orm';
import { REWARD_MESSAGES, REWARD_REFUSALS, rewardRuleSchema, rewardRuleUpdateSchema, type RewardRuleInput, type RewardRuleUpdateInput } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder, describedValues } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { namedFields, namedRecordFields } from '../../platform/named-crud';
import { reference } from '../../platform/reference';
import { Company } from '../companies/companies.schema';
import { Machine } from '../machines/machines.schema';
import { rewardOrders, rewardRules } from './rewards.table';

type RuleRow = typeof rewardRules.$inferSelect;
type RewardOrderRow = typeof rewardOrders.$inferSelect;

export const RewardRefusalEnum = builder.enumType('RewardRefusal', {
  description: 'Why a reward claim was refused: the card is on no rule, its rule is inactive, the product is unknown, or a limit or the balance would be passed.',
  values: describedValues(REWARD_REFUSALS, { AMOUNT_LIMIT: "The order's amount is over the rule's limit.", BALANCE: "The company's reward balance is used up.", FREQUENCY_LIMIT: "The card has had its rewards for the period.", RULE_INACTIVE: "The rule is inactive.", UNKNOWN_CARD: "No rule knows the card.", UNKNOWN_PRODUCT: "The product is not rewarded.", USAGE_LIMIT: "The card has used up the rule's uses." }),
});

const ruleInput = (create: boolean) =>
  builder.inputType(create ? 'RewardRuleInput' : 'RewardRuleUpdateInput', {
    description: 'A rule that grants rewards to company cards; in an update, the fields left out keep their value.',
    fields: (t) => ({
      companyId: t.int({ description: 'The id of the company.', required: create }),
      name: t.string({ description: 'Its name; required, not blank.', required: create }),
      description: t.string({ description: 'Free text about it.' }),
      amountLimit: t.int({ description: 'Rupiah a person may have per cut-off period; empty for no limit.' }),
      frequencyLimit: t.int({ description: 'Cups a person may have per cut-off period; empty for no limit.' }),
      usageLimit: t.int({ description: 'Cups the rule may give in all; empty for no limit.' }),
      customerIds: t.intList({ description: 'The ids of the customers.', required: create }),
      cardNumbers: t.stringList({ required: create, description: 'RFID card numbers; stored in capitals.' }),
      active: t.boolean({ description: 'False stops the rule granting rewards.', required: create }),
    }),
  });

/** A card may be on one active rule only: a claim must know whose limits and balance it counts against. */
async function expectCardsFree(transaction: Transaction, values: RewardRuleInput | RewardRuleUpdateInput, id?: number) {
  let cards = values.cardNumbers;
  let active = values.active;
  if (id !== undefined && (cards === undefined || active === undefined)) {
    const [row] = await transaction.select().from(rewardRules).where(eq(rewardRules.id, id));
    cards ??= row?.cardNumbers;
    active ??= row?.active;
  }
  if (!active || !cards || cards.length === 0) return;
  const others = await transaction
    .select({ name: rewardRules.name, cardNumbers: rewardRules.cardNumbers })
    .from(rewardRules)
    .where(and(eq(rewardRules.active, true), id === undefined ? undefined : ne(rewardRules.id, id), sql`${rewardRules.cardNumbers} && ${sql.param(cards)}::text[]`))
    .limit(1);
  const other = others[0];
  if (!other) return;
  const index = cards.findIndex((card) => other.cardNumbers.includes(card));
  const message = REWARD_MESSAGES.cardOnOtherRule(cards[index]!, other.name);
  throw badInput(message, { cardNumbers: message });
}

/** Who of a company may have reward cups on their cards, and how many per cut-off period. */
export const RewardRule = defineCrud<RuleRow, RewardRuleInput, RewardRuleUpdateInput>({
  name: 'RewardRule',
  table: rewardRules,
  description: 'Who of a company may have reward cups on their cards, and how many per cut-off period.',
  references: { company: reference(Company) },
  scope: (context) => mappingScope(context, 'companies', rewardRules.companyId),
  object: (t) => ({
    ...namedRecordFields(t),
    amountLimit: t.exposeInt('amountLimit', { nullable: true, description: 'Rupiah a person may have per cut-off period.' }),
    frequencyLimit: t.exposeInt('frequencyLimit', { nullable: true, description: 'Cups a person may have per cut-off period.' }),
    usageLimit: t.exposeInt('usageLimit', { nullable: true, description: 'Cups the rule may give in all.' }),
    usedCount: t.exposeInt('usedCount', { description: 'Cups the rule has given.' }),
    customerIds: t.exposeIntList('customerIds', { description: 'The ids of the customers.' }),
    cardNumbers: t.exposeStringList('cardNumbers', { description: 'The cards the rule applies to.' }),
  }),
  fields: {
    ...namedFields(rewardRules),
    amountLimit: { column: rewardRules.amountLimit, kind: 'int' },
    frequencyLimit: { column: rewardRules.frequencyLimit, kind: 'int' },
    usageLimit: { column: rewardRules.usageLimit, kind: 'int' },
    usedCount: { column: rewardRules.usedCount, kind: 'int' },
    cardNumbers: { column: sql`array_to_string(${rewardRules.cardNumbers}, ' ')`, kind: 'text' },
  },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => row.name,
  uniques: { reward_rules_name_unique: { field: 'name', message: REWARD_MESSAGES.duplicateName } },
  sample: async (make) => ({
    companyId: await make('Company'),
    name: `Reward ${Math.random().toString(36).slice(2, 8)}`,
    frequencyLimit: 2,
    customerIds: [],
    cardNumbers: [],
    active: true,
  }),
  check: (transaction, values, _context, id) => expectCardsFree(transaction, values, id),
  create: { input: ruleInput(true), schema: rewardRuleSchema },
  update: { input: ruleInput(false), schema: rewardRuleUpdateSchema },
});

/** The answers the machines were given for reward cups: granted or refused, and why. */
export const RewardOrder = defineCrud<RewardOrderRow>({
  name: 'RewardOrder',
  table: rewardOrders,
  allField: false,
  description: 'A reward cup a machine asked for on a card: granted, or refused with the reason.',
  references: {
    machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }),
    company: reference(Company, { required: false, acceptsInactive: true }),
    rule: reference(RewardRule, { required: false, acceptsInactive: true }),
  },
  scope: (context) => mappingScope(context, 'companies', rewardOrders.companyId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The reward order\'s id.' }),
    claimId: t.exposeString('claimId', { description: 'The machine’s own id of the claim.' }),
    cardNumber: t.exposeString('cardNumber', { description: 'The card the order was paid with.' }),
    productId: t.exposeInt('productId', { description: 'The id of the product.', nullable: true }),
    productName: t.exposeString('productName', { nullable: true, description: 'As the product was named when claimed.' }),
    machineNo: t.exposeString('machineNo', { description: 'The machine’s VMC number when it claimed.' }),
    amount: t.exposeInt('amount', { description: 'Rupiah the cup cost: taken from the company’s balance when granted.' }),
    granted: t.exposeBoolean('granted', { description: 'True when the reward paid for it.' }),
    reason: t.field({ description: 'Why the reward was refused, or null when granted.', type: RewardRefusalEnum, nullable: true, resolve: (row) => row.reason }),
    periodStart: t.field({ type: 'DateTime', nullable: true, description: 'The start of the company’s cut-off period the claim fell in.', resolve: (row) => row.periodStart }),
    time: t.field({ description: 'When the order was made.', type: 'DateTime', resolve: (row) => row.time }),
  }),
  fields: {
    id: { column: rewardOrders.id, kind: 'int' },
    cardNumber: { column: rewardOrders.cardNumber, kind: 'text' },
    claimId: { column: rewardOrders.claimId, kind: 'text' },
    productId: { column: rewardOrders.productId, kind: 'int' },
    productName: { column: rewardOrders.productName, kind: 'text' },
    machineNo: { column: rewardOrders.machineNo, kind: 'text' },
    amount: { column: rewardOrders.amount, kind: 'int' },
    granted: { column: rewardOrders.granted, kind: 'boolean' },
    reason: { column: rewardOrders.reason, kind: 'enum', values: REWARD_REFUSALS },
    time: { column: rewardOrders.time, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'time', direction: 'DESC' }],
  label: (row) => `${row.machineNo} ${row.claimId}`,
});
