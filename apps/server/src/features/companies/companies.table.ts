import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, time, uniqueIndex } from 'drizzle-orm/pg-core';
import { namedColumns, recordColumns, uniqueName } from '../../db/columns';

export const companies = pgTable(
  'companies',
  {
    ...namedColumns(),
    rewardBalance: integer('reward_balance').notNull().default(0),
    rewardCutOffDaily: time('reward_cut_off_daily'),
    rewardCutOffWeekly: text('reward_cut_off_weekly'),
    rewardCutOffMonthly: integer('reward_cut_off_monthly'),
  },
  (table) => [uniqueName('companies_name_unique', table.name)],
);

export const departments = pgTable(
  'departments',
  {
    ...namedColumns(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (table) => [uniqueIndex('departments_company_name_unique').on(table.companyId, sql`lower(${table.name})`)],
);

export const companyEmployees = pgTable(
  'company_employees',
  {
    ...recordColumns(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id),
    name: text('name').notNull(),
    employeeNo: text('employee_no'),
    cardNumber: text('card_number'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('company_employees_company_idx').on(table.companyId)],
);
