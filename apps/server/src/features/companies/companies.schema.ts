import type { ObjectRef } from '@pothos/core';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import {
  companySchema,
  companyUpdateSchema,
  departmentSchema,
  departmentUpdateSchema,
  type CompanyInput,
  type EmployeeInput,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import { DayEnum } from '../../platform/enums';
import { badInput } from '../../platform/errors';
import { keepNewInMapping, mappingScope } from '../../platform/mappings';
import { defineNamedCrud, namedFields, namedRecordFields } from '../../platform/named-crud';
import { reference } from '../../platform/reference';
import { companies, companyEmployees, departments } from './companies.table';

type CompanyRow = typeof companies.$inferSelect;
type DepartmentRow = typeof departments.$inferSelect;
type EmployeeRow = typeof companyEmployees.$inferSelect;

/** Departments are read through a lazy reference: a company's fields list them, a department names its company. */
const departmentRef = () => Department.ref as unknown as ObjectRef<typeof builder.$inferSchemaTypes, DepartmentRow | number>;

const EmployeeRef = builder.objectRef<EmployeeRow>('CompanyEmployee').implement({
  description: 'Someone whose card pays with the company reward balance.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The company employee\'s id.' }),
    name: t.exposeString('name', { description: 'The employee\'s name.' }),
    employeeNo: t.exposeString('employeeNo', { description: 'The company\'s own number for the employee, or null.', nullable: true }),
    departmentId: t.exposeInt('departmentId', { description: 'The id of the department.', nullable: true }),
    department: t.field({ description: 'The department the employee works in, or null.', type: departmentRef(), nullable: true, resolve: (row) => row.departmentId }),
    cardNumber: t.exposeString('cardNumber', { description: 'The number of the employee\'s company card, or null.', nullable: true }),
    active: t.exposeBoolean('active', { description: 'False when the employee\'s card may no longer be used.' }),
  }),
});

const companyObject = (t: PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, CompanyRow>) => ({
    ...namedRecordFields(t),
    rewardBalance: t.exposeInt('rewardBalance', { description: 'Rupiah left for rewards.' }),
    rewardCutOffDaily: t.string({
      nullable: true,
      description: 'HH:mm when the daily allowance starts again.',
      resolve: (row) => row.rewardCutOffDaily?.slice(0, 5) ?? null,
    }),
    rewardCutOffWeekly: t.field({ description: 'The weekday the weekly reward balance starts again, or null.', type: DayEnum, nullable: true, resolve: (row) => row.rewardCutOffWeekly as typeof DayEnum.$inferType | null }),
    rewardCutOffMonthly: t.exposeInt('rewardCutOffMonthly', { nullable: true, description: 'Day of the month, 1 to 28.' }),
    departments: t.loadableGroup({
      description: 'The company\'s departments.',
      type: departmentRef(),
      load: (companyIds: number[], context) => context.db.select().from(departments).where(inArray(departments.companyId, companyIds)).orderBy(departments.name),
      group: (row) => (row as DepartmentRow).companyId,
      resolve: (row) => row.id,
    }),
    employees: t.loadableGroup({
      description: 'The company\'s employees.',
      type: EmployeeRef,
      load: (companyIds: number[], context) =>
        context.db.select().from(companyEmployees).where(inArray(companyEmployees.companyId, companyIds)).orderBy(companyEmployees.name),
      group: (row) => row.companyId,
      resolve: (row) => row.id,
    }),
});

const EmployeeInputRef = builder.inputType('CompanyEmployeeInput', {
  description: 'An employee of a company; the card number must be unique.',
  fields: (t) => ({
    id: t.int({ description: 'Given for an employee the company already has.' }),
    name: t.string({ description: 'The employee\'s name; required, not blank.', required: true }),
    employeeNo: t.string({ description: 'The company\'s own number for the employee.' }),
    departmentId: t.int({ description: 'The id of the department.' }),
    cardNumber: t.string({ description: 'The number of the employee\'s company card.' }),
    active: t.boolean({ description: 'False stops the employee\'s card from being used.', required: true }),
  }),
});

const companyInput = (required: boolean) =>
  builder.inputType(required ? 'CompanyInput' : 'CompanyUpdateInput', {
    description: 'A company\'s details; in an update, the fields left out keep their value.',
    fields: (t) => ({
      name: t.string({ description: 'The company\'s name, unique.', required }),
      description: t.string({ description: 'Free text about the company.' }),
      active: t.boolean({ description: 'False stops its cards from being used and hides it from choosers.', required }),
      rewardBalance: t.int({ description: 'The reward budget, in rupiah, the company grants its employees per cut-off period; not negative.', required }),
      rewardCutOffDaily: t.string({ description: 'HH:mm.' }),
      rewardCutOffWeekly: t.field({ description: 'The weekday the weekly reward balance starts again.', type: DayEnum }),
      rewardCutOffMonthly: t.int({ description: 'The day of the month the monthly reward balance starts again.' }),
      employees: t.field({ type: [EmployeeInputRef], required, description: 'The whole list: employees left out are removed.' }),
    }),
  });

/**
 * Makes the company's employees exactly `employees`: those with an id are changed, the rest added,
 * and any not in the list removed.
 */
async function replaceEmployees(transaction: Transaction, companyId: number, employees: EmployeeInput[]) {
  const departmentIds = [...new Set(employees.map((employee) => employee.departmentId).filter((id): id is number => id != null))];
  if (departmentIds.length > 0) {
    const own = await transaction
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), inArray(departments.id, departmentIds)));
    const ownIds = new Set(own.map((row) => row.id));
    const index = employees.findIndex((employee) => employee.departmentId != null && !ownIds.has(employee.departmentId));
    if (index >= 0) throw badInput('The department is not one of this company.', { [`employees.${index}.departmentId`]: 'Not a department of this company.' });
  }
  const kept = employees.map((employee) => employee.id).filter((id): id is number => id != null);
  await transaction
    .delete(companyEmployees)
    .where(and(eq(companyEmployees.companyId, companyId), kept.length > 0 ? notInArray(companyEmployees.id, kept) : undefined));
  for (const [index, { id, ...values }] of employees.entries()) {
    if (id == null) {
      await transaction.insert(companyEmployees).values({ ...values, companyId });
      continue;
    }
    const [changed] = await transaction
      .update(companyEmployees)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(companyEmployees.id, id), eq(companyEmployees.companyId, companyId)))
      .returning({ id: companyEmployees.id });
    if (!changed) throw badInput(`Employee ${id} is not one of this company.`, { [`employees.${index}.id`]: 'Not an employee of this company.' });
  }
}

/** A department moving to another company would take employees of the first company with it. */
async function expectNoEmployeesLeftBehind(transaction: Transaction, departmentId: number, companyId: number) {
  const [stranded] = await transaction
    .select({ id: companyEmployees.id })
    .from(companyEmployees)
    .where(and(eq(companyEmployees.departmentId, departmentId), ne(companyEmployees.companyId, companyId)))
    .limit(1);
  if (stranded) {
    const message = 'This department has employees of its company; move them to another department first.';
    throw badInput(message, { companyId: message });
  }
}

export const Company = defineCrud<CompanyRow, CompanyInput, Partial<CompanyInput>>({
  description: 'A corporate customer whose employees buy with a company card and earn rewards.',
  name: 'Company',
  listField: 'companies',
  allField: 'companiesAll',
  table: companies,
  object: companyObject,
  sample: () => ({ name: `Company ${Math.random().toString(36).slice(2, 8)}`, active: true, rewardBalance: 1000, employees: [] }),
  fields: {
    ...namedFields(companies),
    rewardBalance: { column: companies.rewardBalance, kind: 'int' },
  },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  scope: (context) => mappingScope(context, 'companies', companies.id),
  label: (row) => row.name,
  uniques: { companies_name_unique: { field: 'name', message: 'A company with this name already exists.' } },
  create: {
    input: companyInput(true),
    schema: companySchema,
    async write(transaction, { employees, ...values }, context) {
      if (employees.some((employee) => employee.id != null || employee.departmentId != null)) {
        throw badInput('A new company has no employees or departments to refer to yet.', { employees: 'Add departments first, then assign employees to them.' });
      }
      const [row] = await transaction.insert(companies).values(values).returning();
      await replaceEmployees(transaction, row!.id, employees);
      // Someone limited to their own companies must still see the one they just made.
      await keepNewInMapping(transaction, context, 'companies', row!.id);
      return row!;
    },
  },
  update: {
    input: companyInput(false),
    schema: companyUpdateSchema,
    async write(transaction, { employees, ...values }, _context, id) {
      const row = (await updateRow(transaction, companies, companies.id, id, values)) as CompanyRow | undefined;
      if (row && employees) await replaceEmployees(transaction, id, employees);
      return row;
    },
  },
});


export const CompanyRef = Company.ref;

export const Department = defineNamedCrud({
  description: 'A department of a company, to group its employees.',
  name: 'Department',
  table: departments,
  references: { company: reference(Company) },
  scope: (context) => mappingScope(context, 'companies', departments.companyId),
  schemas: { create: departmentSchema, update: departmentUpdateSchema },
  uniques: { departments_company_name_unique: { field: 'name', message: 'This company already has a department with this name.' } },
  sample: async (make) => ({ name: `Department ${Math.random().toString(36).slice(2, 8)}`, active: true, companyId: await make('Company') }),
  async check(transaction, values, _context, id) {
    if (id !== undefined && values.companyId !== undefined) await expectNoEmployeesLeftBehind(transaction, id, values.companyId as number);
  },
});
export const DepartmentRef = Department.ref;
