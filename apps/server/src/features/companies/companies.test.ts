import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES, type Authority } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { userCompanies } from '../user-mappings/user-mappings.table';
import { companies, companyEmployees, departments } from './companies.table';

let app: TestApp;

const EMPLOYEE_FIELDS = 'id name employeeNo departmentId department { name } cardNumber active';
const COMPANY_FIELDS = `id name description active rewardBalance rewardCutOffDaily rewardCutOffWeekly rewardCutOffMonthly employees { ${EMPLOYEE_FIELDS} } departments { name }`;
const CREATE = `mutation ($input: CompanyInput!) { createCompany(input: $input) { ${COMPANY_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: CompanyUpdateInput!) { updateCompany(id: $id, input: $input) { ${COMPANY_FIELDS} } }`;
const READ = `query ($id: Int!) { company(id: $id) { ${COMPANY_FIELDS} } }`;
const CREATE_DEPARTMENT = 'mutation ($input: DepartmentInput!) { createDepartment(input: $input) { id name companyId company { name } active } }';

interface Employee {
  id: number;
  name: string;
  employeeNo: string | null;
  departmentId: number | null;
  department: { name: string } | null;
  cardNumber: string | null;
  active: boolean;
}
interface Company {
  id: number;
  name: string;
  description: string | null;
  active: boolean;
  rewardBalance: number;
  rewardCutOffDaily: string | null;
  rewardCutOffWeekly: string | null;
  rewardCutOffMonthly: number | null;
  employees: Employee[];
  departments: { name: string }[];
}

const tally = async (table: typeof companies | typeof departments | typeof companyEmployees) => (await app.db.select({ n: count() }).from(table))[0]!.n;

const createCompany = async (input: Record<string, unknown>) => {
  const result = await app.admin.request<{ createCompany: Company }>(CREATE, { input: { active: true, rewardBalance: 0, employees: [], ...input } });
  expect(result.errors).toBeUndefined();
  return result.data!.createCompany;
};

const createDepartment = async (companyId: number, name: string) => {
  const result = await app.admin.request<{ createDepartment: { id: number } }>(CREATE_DEPARTMENT, { input: { name, companyId, active: true } });
  expect(result.errors).toBeUndefined();
  return result.data!.createDepartment.id;
};

const read = async (id: number) => (await app.admin.request<{ company: Company }>(READ, { id })).data!.company;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('companies', () => {
  it('creates a company with its employees and reads it back', async () => {
    const company = await createCompany({
      name: 'PT Sinar Mas',
      description: 'Head office tenant',
      rewardBalance: 5_000_000,
      rewardCutOffDaily: '06:30',
      rewardCutOffWeekly: 'MONDAY',
      rewardCutOffMonthly: 25,
      employees: [
        { name: 'Sari Dewi', employeeNo: 'E-002', cardNumber: 'RFID-0002', active: true },
        { name: 'Andi Wijaya', employeeNo: 'E-001', active: false },
      ],
    });
    expect(company).toEqual({
      id: company.id,
      name: 'PT Sinar Mas',
      description: 'Head office tenant',
      active: true,
      rewardBalance: 5_000_000,
      rewardCutOffDaily: '06:30',
      rewardCutOffWeekly: 'MONDAY',
      rewardCutOffMonthly: 25,
      employees: [
        { id: expect.any(Number), name: 'Andi Wijaya', employeeNo: 'E-001', departmentId: null, department: null, cardNumber: null, active: false },
        { id: expect.any(Number), name: 'Sari Dewi', employeeNo: 'E-002', departmentId: null, department: null, cardNumber: 'RFID-0002', active: true },
      ],
      departments: [],
    });
    expect(await read(company.id)).toEqual(company);
  });

  it('keeps an employee given by id, changes it, adds a new one and drops the one left out', async () => {
    const company = await createCompany({
      name: 'PT Astra Kopi',
      employees: [
        { name: 'Budi', employeeNo: 'A-1', active: true },
        { name: 'Citra', employeeNo: 'A-2', active: true },
      ],
    });
    const finance = await createDepartment(company.id, 'Finance');
    const [budi, citra] = company.employees;
    const employeesBefore = await tally(companyEmployees);

    const result = await app.admin.request<{ updateCompany: Company }>(UPDATE, {
      id: company.id,
      input: {
        employees: [
          { id: budi!.id, name: 'Budi Santoso', employeeNo: 'A-1', departmentId: finance, cardNumber: 'RFID-9', active: false },
          { name: 'Dewi', active: true },
        ],
      },
    });
    expect(result.errors).toBeUndefined();
    const updated = result.data!.updateCompany;
    expect(updated.name).toBe('PT Astra Kopi');
    expect(updated.employees).toEqual([
      { id: budi!.id, name: 'Budi Santoso', employeeNo: 'A-1', departmentId: finance, department: { name: 'Finance' }, cardNumber: 'RFID-9', active: false },
      { id: expect.any(Number), name: 'Dewi', employeeNo: null, departmentId: null, department: null, cardNumber: null, active: true },
    ]);
    expect(updated.employees[1]!.id).not.toBe(citra!.id);
    expect(updated.departments).toEqual([{ name: 'Finance' }]);
    expect(await tally(companyEmployees)).toBe(employeesBefore);
    expect(await app.db.select().from(companyEmployees).where(eq(companyEmployees.id, citra!.id))).toEqual([]);

    const renamed = await app.admin.request<{ updateCompany: Company }>(UPDATE, { id: company.id, input: { name: 'PT Astra Kopi Nusantara' } });
    expect(renamed.data?.updateCompany.employees).toEqual(updated.employees);

    const emptied = await app.admin.request<{ updateCompany: Company }>(UPDATE, { id: company.id, input: { employees: [] } });
    expect(emptied.data?.updateCompany.employees).toEqual([]);
  });

  it('refuses a department of another company on an employee, and changes nothing', async () => {
    const own = await createCompany({ name: 'PT Own Dept', employees: [{ name: 'Eka', active: true }] });
    const other = await createCompany({ name: 'PT Other Dept' });
    const foreign = await createDepartment(other.id, 'Marketing');
    const result = await app.admin.request(UPDATE, {
      id: own.id,
      input: { name: 'PT Renamed', employees: [{ id: own.employees[0]!.id, name: 'Eka Putri', departmentId: foreign, active: true }, { name: 'Fajar', active: true }] },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'employees.0.departmentId': 'Not a department of this company.' } });
    expect(await read(own.id)).toEqual(own);
  });

  it('refuses an employee of another company given by id, and changes nothing', async () => {
    const own = await createCompany({ name: 'PT Own Staff', employees: [{ name: 'Gita', active: true }] });
    const other = await createCompany({ name: 'PT Other Staff', employees: [{ name: 'Hadi', active: true }] });
    const result = await app.admin.request(UPDATE, {
      id: own.id,
      input: { employees: [{ name: 'Gita', active: true }, { id: other.employees[0]!.id, name: 'Hadi Poached', active: true }] },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'employees.1.id': 'Not an employee of this company.' } });
    expect(await read(own.id)).toEqual(own);
    expect(await read(other.id)).toEqual(other);
  });

  it('refuses employees of a new company that refer to departments or existing employees', async () => {
    const before = await tally(companies);
    const result = await app.admin.request(CREATE, {
      input: { name: 'PT Too Early', active: true, rewardBalance: 0, employees: [{ name: 'Indra', departmentId: 1, active: true }] },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields?.employees).toBeDefined();
    expect(await tally(companies)).toBe(before);
  });

  const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a missing name', { name: '' }, { name: MESSAGES.required }],
    ['a negative reward balance', { rewardBalance: -1 }, { rewardBalance: MESSAGES.nonNegative }],
    ['a monthly cut-off past the 28th', { rewardCutOffMonthly: 29 }, { rewardCutOffMonthly: MESSAGES.maximumValue(28) }],
    ['a daily cut-off that is not a time', { rewardCutOffDaily: '24:00' }, { rewardCutOffDaily: MESSAGES.invalidTime }],
    ['an employee without a name', { employees: [{ name: ' ', active: true }] }, { 'employees.0.name': MESSAGES.required }],
  ];
  for (const [label, change, fields] of refusals) {
    it(`refuses ${label} with the spec message and writes nothing`, async () => {
      const [companiesBefore, employeesBefore] = [await tally(companies), await tally(companyEmployees)];
      const result = await app.admin.request(CREATE, { input: { name: 'PT Refused', active: true, rewardBalance: 0, employees: [{ name: 'Joko', active: true }], ...change } });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions?.fields).toMatchObject(fields);
      expect([await tally(companies), await tally(companyEmployees)]).toEqual([companiesBefore, employeesBefore]);
    });
  }

  it('refuses a duplicate company name whatever its case', async () => {
    const before = await tally(companies);
    const result = await app.admin.request(CREATE, { input: { name: 'pt sinar mas', active: true, rewardBalance: 0, employees: [] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'A company with this name already exists.' } });
    expect(await tally(companies)).toBe(before);
  });
});

describe('departments', () => {
  it('creates a department for an existing company only', async () => {
    const company = await createCompany({ name: 'PT Dept Home' });
    const created = await app.admin.request<{ createDepartment: unknown }>(CREATE_DEPARTMENT, { input: { name: 'Human Resources', companyId: company.id, active: true } });
    expect(created.data?.createDepartment).toEqual({ id: expect.any(Number), name: 'Human Resources', companyId: company.id, company: { name: 'PT Dept Home' }, active: true });

    const before = await tally(departments);
    const orphan = await app.admin.request(CREATE_DEPARTMENT, { input: { name: 'Nowhere', companyId: 99_999, active: true } });
    expect(orphan.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { companyId: 'Company 99999 does not exist.' } });
    const missing = await app.admin.request(CREATE_DEPARTMENT, { input: { name: '', companyId: company.id, active: true } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: MESSAGES.required } });
    expect(await tally(departments)).toBe(before);
  });

  it('refuses a second department of one name in a company, but not in another company', async () => {
    const first = await createCompany({ name: 'PT Dept One' });
    const second = await createCompany({ name: 'PT Dept Two' });
    await createDepartment(first.id, 'Operations');
    const clash = await app.admin.request(CREATE_DEPARTMENT, { input: { name: 'OPERATIONS', companyId: first.id, active: true } });
    expect(clash.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'This company already has a department with this name.' } });
    await createDepartment(second.id, 'Operations');
    const page = await app.admin.request<{ departments: { results: { company: { name: string } }[] } }>(
      '{ departments(pageInput: { page: 1, size: 10, filters: { operator: AND, options: [{ field: "name", type: EQUAL, values: ["Operations"] }] } }) { results { company { name } } } }',
    );
    expect(page.data?.departments.results.map((department) => department.company.name).sort()).toEqual(['PT Dept One', 'PT Dept Two']);
  });
});

describe('moving a department', () => {
  it('refuses to take employees of its company along to another company, and moves an empty one', async () => {
    const from = await createCompany({ name: 'PT Move From' });
    const to = await createCompany({ name: 'PT Move To' });
    const staffed = await createDepartment(from.id, 'Staffed');
    const empty = await createDepartment(from.id, 'Empty');
    await app.admin.request(UPDATE, { id: from.id, input: { employees: [{ name: 'Nina', departmentId: staffed, active: true }] } });
    const MOVE = 'mutation ($id: Int!, $companyId: Int!) { updateDepartment(id: $id, input: { companyId: $companyId }) { companyId } }';

    const refused = await app.admin.request(MOVE, { id: staffed, companyId: to.id });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { companyId: 'This department has employees of its company; move them to another department first.' },
    });
    const [row] = await app.db.select({ companyId: departments.companyId }).from(departments).where(eq(departments.id, staffed));
    expect(row?.companyId).toBe(from.id);

    const moved = await app.admin.request<{ updateDepartment: { companyId: number } }>(MOVE, { id: empty, companyId: to.id });
    expect(moved.data?.updateDepartment.companyId).toBe(to.id);
  });
});

describe('company mapping', () => {
  let mapped: Awaited<ReturnType<TestApp['userWith']>>;
  let unmapped: Awaited<ReturnType<TestApp['userWith']>>;
  let mine: Company;
  let theirs: Company;
  let myDepartment: number;
  let theirDepartment: number;
  const AUTHORITIES: Authority[] = ['VIEW_COMPANY', 'UPDATE_COMPANY', 'VIEW_DEPARTMENT', 'CREATE_DEPARTMENT', 'UPDATE_DEPARTMENT'];

  beforeAll(async () => {
    mine = await createCompany({ name: 'PT Mapped Mine', employees: [{ name: 'Kiki', active: true }] });
    theirs = await createCompany({ name: 'PT Mapped Theirs', employees: [{ name: 'Lala', active: true }] });
    myDepartment = await createDepartment(mine.id, 'Mine Desk');
    theirDepartment = await createDepartment(theirs.id, 'Their Desk');
    mine = await read(mine.id);
    theirs = await read(theirs.id);
    mapped = await app.userWith(AUTHORITIES);
    unmapped = await app.userWith(AUTHORITIES);
    await app.db.insert(userCompanies).values({ userId: mapped.id, value: mine.id });
  });

  it('shows a mapped user only their companies, in lists and by id', async () => {
    const page = await mapped.request<{ companies: { totalRows: number; results: { name: string }[] } }>(
      '{ companies(pageInput: { page: 1, size: 50 }) { totalRows results { name } } }',
    );
    expect(page.data?.companies).toEqual({ totalRows: 1, results: [{ name: 'PT Mapped Mine' }] });
    const all = await mapped.request<{ companiesAll: { id: number }[] }>('{ companiesAll { id } }');
    expect(all.data?.companiesAll).toEqual([{ id: mine.id }]);
    expect((await mapped.request<{ company: Company }>(READ, { id: mine.id })).data?.company).toEqual(mine);
    const hidden = await mapped.request(READ, { id: theirs.id });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(hidden.data?.company).toBeNull();
  });

  it('does not let a mapped user change a company outside their mapping', async () => {
    const refused = await mapped.request(UPDATE, { id: theirs.id, input: { name: 'PT Hijacked', employees: [] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await read(theirs.id)).toEqual(theirs);
    const allowed = await mapped.request<{ updateCompany: { description: string } }>(UPDATE, { id: mine.id, input: { description: 'Ours' } });
    expect(allowed.data?.updateCompany.description).toBe('Ours');
  });

  it('limits departments to the mapped companies', async () => {
    const page = await mapped.request<{ departments: { results: { id: number }[] } }>('{ departments(pageInput: { page: 1, size: 50 }) { results { id } } }');
    expect(page.data?.departments.results).toEqual([{ id: myDepartment }]);
    const hidden = await mapped.request('query ($id: Int!) { department(id: $id) { name } }', { id: theirDepartment });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const moved = await mapped.request('mutation ($id: Int!) { updateDepartment(id: $id, input: { name: "Taken" }) { id } }', { id: theirDepartment });
    expect(moved.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('does not let a mapped user add departments to, or move one into, a company outside their mapping', async () => {
    const before = await tally(departments);
    const added = await mapped.request(CREATE_DEPARTMENT, { input: { name: 'Planted', companyId: theirs.id, active: true } });
    expect(added.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(added.errors?.[0]?.extensions?.fields?.companyId).toBe(`Company ${theirs.id} does not exist.`);
    expect(await tally(departments)).toBe(before);
    const moved = await mapped.request('mutation ($id: Int!, $companyId: Int!) { updateDepartment(id: $id, input: { companyId: $companyId }) { id } }', {
      id: myDepartment,
      companyId: theirs.id,
    });
    expect(moved.errors?.[0]?.extensions?.fields?.companyId).toBe(`Company ${theirs.id} does not exist.`);
    const [row] = await app.db.select({ companyId: departments.companyId }).from(departments).where(eq(departments.id, myDepartment));
    expect(row?.companyId).toBe(mine.id);
    const own = await mapped.request(CREATE_DEPARTMENT, { input: { name: 'Mine Too', companyId: mine.id, active: true } });
    expect(own.errors).toBeUndefined();
  });

  it('leaves a user without any mapping unlimited', async () => {
    const all = await unmapped.request<{ companiesAll: { name: string }[] }>('{ companiesAll { name } }');
    expect(all.data?.companiesAll.map((company) => company.name)).toEqual(expect.arrayContaining(['PT Mapped Mine', 'PT Mapped Theirs']));
    expect(all.data?.companiesAll).toHaveLength(await tally(companies));
    expect((await unmapped.request<{ company: { name: string } }>(READ, { id: theirs.id })).data?.company.name).toBe('PT Mapped Theirs');
  });

  it('lets a mapped user see the company they make', async () => {
    const maker = await app.userWith(['VIEW_COMPANY', 'CREATE_COMPANY']);
    await app.db.insert(userCompanies).values({ userId: maker.id, value: mine.id });
    const created = await maker.request<{ createCompany: { id: number } }>(CREATE, { input: { name: 'PT Made Mapped', active: true, rewardBalance: 0, employees: [] } });
    expect(created.errors).toBeUndefined();
    const all = await maker.request<{ companiesAll: { name: string }[] }>('{ companiesAll { name } }');
    expect(all.data?.companiesAll.map((company) => company.name).sort()).toEqual(['PT Made Mapped', 'PT Mapped Mine']);
  });

  it('refuses a caller without VIEW_COMPANY', async () => {
    const stranger = await app.userWith(['VIEW_HUB']);
    const result = await stranger.request('{ companiesAll { id } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
