import { describe, expect, expectTypeOf, it } from 'vitest';
import { ACTIONS, AUTHORITIES, AUTHORITY_NAMES, ENTITIES, MAPPINGS, SPECIAL_AUTHORITIES, checkedAuthority, isAuthority, isViewStem, type Authority, type ViewStem } from './authorities';

describe('authorities', () => {
  it('has VIEW, CREATE, UPDATE and DELETE for every entity', () => {
    for (const entity of ENTITIES) for (const action of ACTIONS) expect(AUTHORITY_NAMES.has(`${action}_${entity}`), `${action}_${entity}`).toBe(true);
  });

  it('has every special authority of the spec and VIEW and UPDATE for each mapping', () => {
    for (const name of Object.keys(SPECIAL_AUTHORITIES)) expect(AUTHORITY_NAMES.has(name)).toBe(true);
    for (const mapping of Object.keys(MAPPINGS)) {
      expect(AUTHORITY_NAMES.has(`VIEW_${mapping}`)).toBe(true);
      expect(AUTHORITY_NAMES.has(`UPDATE_${mapping}`)).toBe(true);
    }
  });

  it('lists each name once, in capitals, with a description and a group', () => {
    expect(AUTHORITY_NAMES.size).toBe(AUTHORITIES.length);
    for (const authority of AUTHORITIES) {
      expect(authority.name).toMatch(/^[A-Z_]+$/);
      expect(authority.description.length).toBeGreaterThan(3);
      expect(authority.group.length).toBeGreaterThan(0);
    }
  });

  it('types every listed name as an Authority, and only those', () => {
    expectTypeOf<(typeof AUTHORITIES)[number]['name']>().toEqualTypeOf<Authority>();
    expectTypeOf<'VIEW_HUB'>().toExtend<Authority>();
    expectTypeOf<'FINISH_INVESTIGATION'>().toExtend<Authority>();
    expectTypeOf<'UPDATE_USER_SHOP_HUB'>().toExtend<Authority>();
    // @ts-expect-error a misspelt entity is not an authority
    expectTypeOf<'VIEW_HUBS'>().toExtend<Authority>();
    // @ts-expect-error mappings have no CREATE_
    expectTypeOf<'CREATE_USER_SHOP_HUB'>().toExtend<Authority>();
    for (const { name } of AUTHORITIES) expect(isAuthority(name), name).toBe(true);
    expect(isAuthority('VIEW_HUBS')).toBe(false);
    expect(isAuthority('CREATE_USER_SHOP_HUB')).toBe(false);
  });

  it('lists one name for each member of the Authority type, none merged away', () => {
    const members = ENTITIES.length * ACTIONS.length + Object.keys(SPECIAL_AUTHORITIES).length + 2 * Object.keys(MAPPINGS).length;
    expect(AUTHORITIES.length).toBe(members);
  });

  it('knows the stems that have a VIEW_ authority, and refuses an action a stem lacks', () => {
    expectTypeOf<'HUB_TYPE' | 'ORDER_LOG'>().toExtend<ViewStem>();
    expect(isViewStem('HUB_TYPE')).toBe(true);
    expect(isViewStem('ORDER_LOG')).toBe(true);
    expect(isViewStem('HUB_TYPES')).toBe(false);
    expect(checkedAuthority('UPDATE', 'HUB_TYPE')).toBe('UPDATE_HUB_TYPE');
    expect(() => checkedAuthority('UPDATE', 'ORDER_LOG')).toThrow('UPDATE_ORDER_LOG is no authority');
  });
});
