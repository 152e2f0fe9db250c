import { describe, expect, it } from 'vitest';
import { ACTIONS, AUTHORITIES, AUTHORITY_NAMES, ENTITIES, MAPPINGS, SPECIAL_AUTHORITIES } from './authorities';

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
});
