import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, REWARD_MESSAGES, type Day } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestMachine, issueGatewayKey } from '../../testing/machines';
import { companies } from '../companies/companies.table';
import { claimReward } from './claims';
import { rewardOrders } from './rewards.table';

let app: TestApp;
let machineTypeId: number;
let latteId: number;
let serial = 0;

type Caller = TestApp['admin'];

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const RULE = 'id name companyId company { id name } amountLimit frequencyLimit usageLimit usedCount customerIds cardNumbers active updatedTime';

async function createCompany(rewardBalance: number, cutOff: { rewardCutOffDaily?: string; rewardCutOffWeekly?: Day; rewardCutOffMonthly?: number } = {}) {
  serial += 1;
  const data = await ok<{ createCompany: { id: number } }>(app.admin, 'mutation ($input: CompanyInput!) { createCompany(input: $input) { id } }', {
    input: { name: `Reward company ${serial}`, active: true, rewardBalance, employees: [], ...cutOff },
  });
  return data.createCompany.id;
}

const card = () => {
  serial += 1;
  return `CARD${String(serial).padStart(6, '0')}`;
};

async function createRule(companyId: number, input: Record<string, unknown>) {
  serial += 1;
  const data = await ok<{ createRewardRule: { id: number; cardNumbers: string[] } }>(app.admin, `mutation ($input: RewardRuleInput!) { createRewardRule(input: $input) { ${RULE} } }`, {
    input: { companyId, name: `Rule ${serial}`, customerIds: [], cardNumbers: [], active: true, ...input },
  });
  return data.createRewardRule;
}

async function claimingMachine() {
  const machine = await createTestMachine(app, machineTypeId, 'RW');
  return { ...machine, key: await issueGatewayKey(app, machine.id) };
}

async function claim(key: string, body: Record<string, unknown>) {
  const response = await app.app.fetch('http://localhost/gateway/v1/rewards/claims', {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { granted?: boolean; reason?: string | null; rewardOrderId?: number; error?: { code: string; fields?: Record<string, string> } } };
}

let claimSerial = 0;
const cup = (cardNumber: string, price = 10_000, claimId?: string) => {
  claimSerial += 1;
  return { cardNumber, productId: latteId, price, claimId: claimId ?? `claim-${claimSerial}` };
};

const balanceOf = async (companyId: number) => (await app.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.rewardBalance;

beforeAll(async () => {
  app = await startTestApp();
  const type = await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Barista One", initialName: "JB", active: true }) { id } }');
  machineTypeId = type.createMachineType.id;
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  const beans = await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
    input: { name: 'Arabica Beans', unitId: unit.createUnit.id, orderNr: 1, active: true },
  });
  const latte = await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
    input: { name: 'Caffe Latte', cogs: 7_500, minDuration: 20, maxDuration: 60, containCoffee: true, weight: 250, active: true, ingredients: [{ ingredientId: beans.createIngredient.id, amount: 18 }] },
  });
  latteId = latte.createProduct.id;
});
afterAll(() => app.close());

describe('reward rules', () => {
  it('are created, listed and changed, with the card numbers in capitals', async () => {
    const companyId = await createCompany(100_000);
    const rule = await createRule(companyId, { name: 'Staff coffee', amountLimit: 60_000, frequencyLimit: 3, usageLimit: 100, customerIds: [7, 9], cardNumbers: ['ab12cd34', '11223344'] });
    expect(rule).toMatchObject({ name: 'Staff coffee', companyId, amountLimit: 60_000, frequencyLimit: 3, usageLimit: 100, usedCount: 0, customerIds: [7, 9], cardNumbers: ['AB12CD34', '11223344'], active: true });

    const page = await ok<{ rewardRules: { results: { id: number; name: string; company: { name: string } }[] } }>(
      app.admin,
      'query ($pageInput: PageInput!) { rewardRules(pageInput: $pageInput) { results { id name company { name } } } }',
      { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'cardNumbers', values: ['ab12'], type: 'LIKE' }] } } },
    );
    expect(page.rewardRules.results.map((row) => row.id)).toEqual([rule.id]);

    const changed = await ok<{ updateRewardRule: { frequencyLimit: number | null; amountLimit: number | null } }>(
      app.admin,
      'mutation ($id: Int!, $input: RewardRuleUpdateInput!) { updateRewardRule(id: $id, input: $input) { frequencyLimit amountLimit } }',
      { id: rule.id, input: { frequencyLimit: 5, amountLimit: null } },
    );
    expect(changed.updateRewardRule).toEqual({ frequencyLimit: 5, amountLimit: null });
  });

  it('tell what is wrong with a rule, in the spec’s words', async () => {
    const companyId = await createCompany(0);
    const result = await app.admin.request(`mutation ($input: RewardRuleInput!) { createRewardRule(input: $input) { id } }`, {
      input: { companyId, name: ' ', frequencyLimit: 0, customerIds: [], cardNumbers: ['AB1', 'CARD0001', 'card0001'], active: true },
    });
    expect(result.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: MESSAGES.required, frequencyLimit: MESSAGES.greaterThan0, cardNumbers: `AB1: ${REWARD_MESSAGES.cardNumber}` },
    });
  });

  it('keep a card on one active rule only', async () => {
    const companyId = await createCompany(0);
    const shared = card();
    await createRule(companyId, { name: 'First rule', cardNumbers: [shared] });
    const second = await app.admin.request(`mutation ($input: RewardRuleInput!) { createRewardRule(input: $input) { id } }`, {
      input: { companyId, name: 'Second rule', customerIds: [], cardNumbers: [card(), shared], active: true },
    });
    expect(second.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { cardNumbers: REWARD_MESSAGES.cardOnOtherRule(shared, 'First rule') } });
    // An inactive rule may list it.
    await createRule(companyId, { name: 'Old rule', cardNumbers: [shared], active: false });
  });
});

describe('reward claims from the machines', () => {
  it('grant a listed card, take the price from the balance and record the reward order', async () => {
    const companyId = await createCompany(50_000);
    const cardNumber = card();
    await createRule(companyId, { frequencyLimit: 5, cardNumbers: [cardNumber] });
    const machine = await claimingMachine();
    const answer = await claim(machine.key, cup(cardNumber.toLowerCase(), 12_000));
    expect(answer).toMatchObject({ status: 200, body: { granted: true, reason: null } });
    expect(await balanceOf(companyId)).toBe(38_000);

    const page = await ok<{ rewardOrders: { results: Record<string, unknown>[] } }>(
      app.admin,
      'query ($pageInput: PageInput!) { rewardOrders(pageInput: $pageInput) { results { id cardNumber productName machineNo amount granted reason company { id } machine { id } rule { usedCount } } } }',
      { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'cardNumber', values: [cardNumber], type: 'EQUAL' }] } } },
    );
    expect(page.rewardOrders.results).toEqual([
      { id: answer.body.rewardOrderId, cardNumber, productName: 'Caffe Latte', machineNo: machine.vmcNo, amount: 12_000, granted: true, reason: null, company: { id: companyId }, machine: { id: machine.id }, rule: { usedCount: 1 } },
    ]);
  });

  it('refuse an unknown card and a card of an inactive rule, and record both', async () => {
    const companyId = await createCompany(50_000);
    const inactive = card();
    await createRule(companyId, { cardNumbers: [inactive], active: false });
    const machine = await claimingMachine();
    expect((await claim(machine.key, cup(card()))).body).toMatchObject({ granted: false, reason: 'UNKNOWN_CARD' });
    expect((await claim(machine.key, cup(inactive))).body).toMatchObject({ granted: false, reason: 'RULE_INACTIVE' });
    expect((await claim(machine.key, { ...cup(inactive), productId: 999_999 })).body).toMatchObject({ granted: false, reason: 'RULE_INACTIVE' });
    expect(await balanceOf(companyId)).toBe(50_000);
    const rows = await app.db.select().from(rewardOrders).where(eq(rewardOrders.machineId, machine.id));
    expect(rows.map((row) => [row.granted, row.reason])).toEqual([
      [false, 'UNKNOWN_CARD'],
      [false, 'RULE_INACTIVE'],
      [false, 'RULE_INACTIVE'],
    ]);
  });

  it('refuse an unknown product, and a claim that is not valid', async () => {
    const companyId = await createCompany(50_000);
    const cardNumber = card();
    await createRule(companyId, { cardNumbers: [cardNumber] });
    const machine = await claimingMachine();
    expect((await claim(machine.key, { ...cup(cardNumber), productId: 999_999 })).body).toMatchObject({ granted: false, reason: 'UNKNOWN_PRODUCT' });
    const bad = await claim(machine.key, { cardNumber, price: -5 });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'BAD_REQUEST', fields: { productId: MESSAGES.required, price: MESSAGES.nonNegative, claimId: MESSAGES.required } } } });
    const response = await app.app.fetch('http://localhost/gateway/v1/rewards/claims', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(401);
  });

  it('stop at the frequency limit of a person', async () => {
    const companyId = await createCompany(100_000);
    const cardNumber = card();
    await createRule(companyId, { frequencyLimit: 2, cardNumbers: [cardNumber] });
    const machine = await claimingMachine();
    const answers = [];
    for (let index = 0; index < 3; index += 1) answers.push((await claim(machine.key, cup(cardNumber))).body.reason);
    expect(answers).toEqual([null, null, 'FREQUENCY_LIMIT']);
    expect(await balanceOf(companyId)).toBe(80_000);
  });

  it('stop at the amount limit of a person', async () => {
    const companyId = await createCompany(100_000);
    const cardNumber = card();
    await createRule(companyId, { amountLimit: 25_000, cardNumbers: [cardNumber] });
    const machine = await claimingMachine();
    expect((await claim(machine.key, cup(cardNumber, 15_000))).body.granted).toBe(true);
    expect((await claim(machine.key, cup(cardNumber, 15_000))).body).toMatchObject({ granted: false, reason: 'AMOUNT_LIMIT' });
    expect((await claim(machine.key, cup(cardNumber, 10_000))).body.granted).toBe(true);
    expect(await balanceOf(companyId)).toBe(75_000);
  });

  it('stop at the usage limit of the rule, whoever claims', async () => {
    const companyId = await createCompany(100_000);
    const cards = [card(), card()];
    await createRule(companyId, { usageLimit: 3, cardNumbers: cards });
    const machine = await claimingMachine();
    const answers = [];
    for (const cardNumber of [cards[0]!, cards[1]!, cards[0]!, cards[1]!]) answers.push((await claim(machine.key, cup(cardNumber))).body.reason);
    expect(answers).toEqual([null, null, null, 'USAGE_LIMIT']);
  });

  it('stop when the company’s balance is below the price', async () => {
    const companyId = await createCompany(15_000);
    const cardNumber = card();
    await createRule(companyId, { cardNumbers: [cardNumber] });
    const machine = await claimingMachine();
    expect((await claim(machine.key, cup(cardNumber, 10_000))).body.granted).toBe(true);
    expect((await claim(machine.key, cup(cardNumber, 10_000))).body).toMatchObject({ granted: false, reason: 'BALANCE' });
    expect((await claim(machine.key, cup(cardNumber, 5_000))).body.granted).toBe(true);
    expect(await balanceOf(companyId)).toBe(0);
  });

  it('count a person’s cups again from the company’s cut-off, daily, weekly or monthly, in Jakarta time', async () => {
    const machine = await claimingMachine();
    const jakarta = (text: string) => new Date(`${text}+07:00`);
    const cases: [Parameters<typeof createCompany>[1], string, string][] = [
      [{ rewardCutOffDaily: '08:00' }, '2026-11-20T07:59', '2026-11-20T08:00'],
      [{ rewardCutOffWeekly: 'MONDAY' }, '2026-11-22T23:59', '2026-11-23T00:00'],
      [{ rewardCutOffMonthly: 25, rewardCutOffDaily: '06:30' }, '2026-11-25T06:29', '2026-11-25T06:30'],
    ];
    for (const [cutOff, before, after] of cases) {
      const companyId = await createCompany(100_000, cutOff);
      const cardNumber = card();
      await createRule(companyId, { frequencyLimit: 1, cardNumbers: [cardNumber] });
      expect((await claimReward(app.db, machine.id, cup(cardNumber), jakarta(before))).granted).toBe(true);
      expect((await claimReward(app.db, machine.id, cup(cardNumber), jakarta(before))).reason).toBe('FREQUENCY_LIMIT');
      expect((await claimReward(app.db, machine.id, cup(cardNumber), jakarta(after))).granted).toBe(true);
      expect((await claimReward(app.db, machine.id, cup(cardNumber), jakarta(after))).reason).toBe('FREQUENCY_LIMIT');
    }
  });

  it('answer a claim sent again with the first answer, counting it once, even when the copies arrive together', async () => {
    const companyId = await createCompany(100_000);
    const cardNumber = card();
    await createRule(companyId, { frequencyLimit: 2, cardNumbers: [cardNumber] });
    const machine = await claimingMachine();
    const first = await claim(machine.key, cup(cardNumber, 10_000, 'resent-1'));
    const again = await claim(machine.key, cup(cardNumber, 10_000, 'resent-1'));
    expect(again.body).toEqual(first.body);
    const together = await Promise.all(Array.from({ length: 5 }, () => claim(machine.key, cup(cardNumber, 10_000, 'resent-2'))));
    expect(new Set(together.map((answer) => answer.body.rewardOrderId)).size).toBe(1);
    expect(together.every((answer) => answer.body.granted)).toBe(true);
    // Another machine may use the same claim id for its own claim.
    const other = await claimingMachine();
    expect((await claim(other.key, cup(cardNumber, 10_000, 'resent-1'))).body.reason).toBe('FREQUENCY_LIMIT');
    expect(await balanceOf(companyId)).toBe(80_000);
    expect(await app.db.select().from(rewardOrders).where(eq(rewardOrders.cardNumber, cardNumber))).toHaveLength(3);
  });

  it('never let one card past its limit when two machines claim for it at once', async () => {
    const companyId = await createCompany(1_000_000);
    const cardNumber = card();
    await createRule(companyId, { frequencyLimit: 3, cardNumbers: [cardNumber] });
    const machines = [await claimingMachine(), await claimingMachine()];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => claim(machines[index % 2]!.key, cup(cardNumber, 18_000))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.granted)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.reason === 'FREQUENCY_LIMIT')).toHaveLength(17);
    expect(await balanceOf(companyId)).toBe(1_000_000 - 3 * 18_000);
    const rows = await app.db.select().from(rewardOrders).where(eq(rewardOrders.cardNumber, cardNumber));
    expect(rows).toHaveLength(20);
    expect(rows.filter((row) => row.granted)).toHaveLength(3);
  });
});
