import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGES, SHOP_DEAL_MESSAGES, SHOP_MENU_MESSAGES } from '@back-office/domain';
import { ALREADY_FIRST, ALREADY_LAST } from '../../platform/priority';
import { sampleImage } from '../../platform/stored-images';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopDealThirdPartyPromos, shopDeals, shopDiscountMaximumAmount, shopThirdPartyPromos } from './shop-deals.table';

let app: TestApp;
let partnerId: number;
let image: string;

const CREATE_PROMO = 'mutation ($input: ShopThirdPartyPromoInput!) { createShopThirdPartyPromo(input: $input) { id name impression click priority } }';
const CREATE_DEAL = 'mutation ($input: ShopDealInput!) { createShopDeal(input: $input) { id pathName partner { name } } }';
const UPDATE_DEAL = 'mutation ($id: Int!, $input: ShopDealUpdateInput!) { updateShopDeal(id: $id, input: $input) { id } }';
const PATH_NAME = 'mutation ($id: Int!, $pathName: String!) { updateShopDealPathName(id: $id, pathName: $pathName) { id pathName } }';
const LINK = 'mutation ($input: ShopDealThirdPartyPromoInput!) { createShopDealThirdPartyPromo(input: $input) { id } }';
const RAISE = 'mutation ($id: Int!) { raiseShopDealThirdPartyPromo(id: $id) { id } }';
const LOWER = 'mutation ($id: Int!) { lowerShopDealThirdPartyPromo(id: $id) { id } }';
const UNLINK = 'mutation ($id: Int!) { deleteShopDealThirdPartyPromo(id: $id) }';
const DEAL = 'query ($id: Int!) { shopDeal(id: $id) { dealThirdPartyPromos { id thirdPartyPromo { name } } } }';
const MAXIMUM = 'query { shopDiscountMaximumAmountPerTransaction { amount } }';
const SET_MAXIMUM = 'mutation ($amount: Int) { updateShopDiscountMaximumAmountPerTransaction(input: { amount: $amount }) { amount } }';

const rows = async (table: typeof shopThirdPartyPromos | typeof shopDeals | typeof shopDealThirdPartyPromos | typeof shopDiscountMaximumAmount) =>
  (await app.db.select({ n: count() }).from(table))[0]!.n;

const promoInput = (name: string) => ({ name, imageUrl: image, url: 'https://grab.example.com/kopi', startAt: '2026-12-01T00:00:00Z', endAt: '2026-12-31T00:00:00Z', active: true });
const dealInput = (pathName: string) => ({ name: `Deal ${pathName}`, partnerId, startAt: '2026-12-01T00:00:00Z', endAt: '2026-12-31T00:00:00Z', active: true, pathName });

async function create<T>(query: string, input: Record<string, unknown>, field: string): Promise<T> {
  const result = await app.admin.request<Record<string, T>>(query, { input });
  if (!result.data?.[field]) throw new Error(JSON.stringify(result.errors));
  return result.data[field]!;
}

/** Refused with the spec's message under the field, as the form shows it. */
const refused = (result: { errors?: readonly unknown[] }, field: string, message: string, code = 'BAD_USER_INPUT') =>
  expect(result.errors?.[0]).toMatchObject({ extensions: { code, fields: { [field]: message } } });

beforeAll(async () => {
  app = await startTestApp();
  image = await sampleImage();
  const partner = await app.admin.request<{ createShopPartner: { id: number } }>('mutation { createShopPartner(input: { name: "Grab", active: true }) { id } }');
  partnerId = partner.data!.createShopPartner.id;
});
afterAll(() => app.close());

describe('third-party promos', () => {
  it('refuses an address that is not https, a picture not stored here and an end before the start, writing nothing', async () => {
    const before = await rows(shopThirdPartyPromos);
    const http = await app.admin.request(CREATE_PROMO, { input: { ...promoInput('Plain'), url: 'http://grab.example.com' } });
    refused(http, 'url', SHOP_DEAL_MESSAGES.httpsOnly);
    const script = await app.admin.request(CREATE_PROMO, { input: { ...promoInput('Script'), url: 'javascript:alert(1)' } });
    refused(script, 'url', SHOP_DEAL_MESSAGES.httpsOnly);
    const picture = await app.admin.request(CREATE_PROMO, { input: { ...promoInput('Picture'), imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png' } });
    refused(picture, 'imageUrl', SHOP_MENU_MESSAGES.notStoredImage);
    const period = await app.admin.request(CREATE_PROMO, { input: { ...promoInput('Backwards'), endAt: '2026-11-01T00:00:00Z' } });
    refused(period, 'endAt', MESSAGES.endAfterStart);
    expect(await rows(shopThirdPartyPromos)).toBe(before);
  });

  it('starts its counters at zero', async () => {
    const promo = await create<{ impression: number; click: number }>(CREATE_PROMO, promoInput('Gojek cashback'), 'createShopThirdPartyPromo');
    expect(promo).toMatchObject({ impression: 0, click: 0 });
  });
});

describe('deals', () => {
  it('keeps path names unique and url-safe, on create and on updateShopDealPathName', async () => {
    const deal = await create<{ id: number; partner: { name: string } }>(CREATE_DEAL, dealInput('grab-office'), 'createShopDeal');
    expect(deal.partner.name).toBe('Grab');
    const other = await create<{ id: number }>(CREATE_DEAL, dealInput('grab-campus'), 'createShopDeal');
    const before = await rows(shopDeals);

    const twice = await app.admin.request(CREATE_DEAL, { input: dealInput('grab-office') });
    refused(twice, 'pathName', SHOP_DEAL_MESSAGES.duplicatePathName, 'CONFLICT');
    const unsafe = await app.admin.request(CREATE_DEAL, { input: dealInput('grab office/../x') });
    refused(unsafe, 'pathName', SHOP_DEAL_MESSAGES.pathName);
    expect(await rows(shopDeals)).toBe(before);

    const taken = await app.admin.request(PATH_NAME, { id: other.id, pathName: 'grab-office' });
    refused(taken, 'pathName', SHOP_DEAL_MESSAGES.duplicatePathName, 'CONFLICT');
    const upper = await app.admin.request(PATH_NAME, { id: other.id, pathName: 'Grab-Campus' });
    refused(upper, 'pathName', SHOP_DEAL_MESSAGES.pathName);
    const moved = await app.admin.request<{ updateShopDealPathName: { pathName: string } }>(PATH_NAME, { id: other.id, pathName: 'grab-campus-2027' });
    expect(moved.data?.updateShopDealPathName.pathName).toBe('grab-campus-2027');
  });

  it('refuses an update whose end comes before the stored start', async () => {
    const deal = await create<{ id: number }>(CREATE_DEAL, dealInput('grab-night'), 'createShopDeal');
    const result = await app.admin.request(UPDATE_DEAL, { id: deal.id, input: { endAt: '2026-11-30T00:00:00Z' } });
    refused(result, 'endAt', MESSAGES.endAfterStart);
  });

  it('links third-party promos, moves them within their deal only, refuses a second link and removes one', async () => {
    const [a, b, c] = [
      await create<{ id: number }>(CREATE_PROMO, promoInput('Alpha'), 'createShopThirdPartyPromo'),
      await create<{ id: number }>(CREATE_PROMO, promoInput('Bravo'), 'createShopThirdPartyPromo'),
      await create<{ id: number }>(CREATE_PROMO, promoInput('Charlie'), 'createShopThirdPartyPromo'),
    ];
    const deal = await create<{ id: number }>(CREATE_DEAL, dealInput('links-one'), 'createShopDeal');
    const otherDeal = await create<{ id: number }>(CREATE_DEAL, dealInput('links-two'), 'createShopDeal');
    const link = (dealId: number, thirdPartyPromoId: number) => create<{ id: number }>(LINK, { dealId, thirdPartyPromoId }, 'createShopDealThirdPartyPromo');
    const la = await link(deal.id, a!.id);
    await link(otherDeal.id, c!.id); // between the two links of the first deal in priority
    const lb = await link(deal.id, b!.id);
    const order = async (id: number) =>
      (await app.admin.request<{ shopDeal: { dealThirdPartyPromos: { thirdPartyPromo: { name: string } }[] } }>(DEAL, { id })).data!.shopDeal.dealThirdPartyPromos.map(
        (row) => row.thirdPartyPromo.name,
      );
    expect(await order(deal.id)).toEqual(['Alpha', 'Bravo']);

    const first = await app.admin.request(RAISE, { id: la.id });
    expect(first.errors?.[0]).toMatchObject({ message: ALREADY_FIRST, extensions: { code: 'BAD_USER_INPUT' } });
    const last = await app.admin.request(LOWER, { id: lb.id });
    expect(last.errors?.[0]?.message).toBe(ALREADY_LAST);
    await app.admin.request(RAISE, { id: lb.id });
    expect(await order(deal.id)).toEqual(['Bravo', 'Alpha']);
    expect(await order(otherDeal.id)).toEqual(['Charlie']);

    const linksBefore = await rows(shopDealThirdPartyPromos);
    const again = await app.admin.request(LINK, { input: { dealId: deal.id, thirdPartyPromoId: a!.id } });
    refused(again, 'thirdPartyPromoId', SHOP_DEAL_MESSAGES.duplicateLink, 'CONFLICT');
    expect(await rows(shopDealThirdPartyPromos)).toBe(linksBefore);

    const removed = await app.admin.request(UNLINK, { id: lb.id });
    expect(removed.errors).toBeUndefined();
    expect(await order(deal.id)).toEqual(['Alpha']);
  });
});

describe('maximum discount per transaction', () => {
  it('has none until saved, refuses a negative amount and can be removed again', async () => {
    expect((await app.admin.request<{ shopDiscountMaximumAmountPerTransaction: { amount: number | null } }>(MAXIMUM)).data?.shopDiscountMaximumAmountPerTransaction.amount).toBeNull();
    const negative = await app.admin.request(SET_MAXIMUM, { amount: -1 });
    refused(negative, 'amount', MESSAGES.nonNegative);
    expect(await rows(shopDiscountMaximumAmount)).toBe(0);
    const saved = await app.admin.request<{ updateShopDiscountMaximumAmountPerTransaction: { amount: number } }>(SET_MAXIMUM, { amount: 50000 });
    expect(saved.data?.updateShopDiscountMaximumAmountPerTransaction.amount).toBe(50000);
    const cleared = await app.admin.request<{ updateShopDiscountMaximumAmountPerTransaction: { amount: number | null } }>(SET_MAXIMUM, { amount: null });
    expect(cleared.data?.updateShopDiscountMaximumAmountPerTransaction.amount).toBeNull();
  });
});
