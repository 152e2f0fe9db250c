import { z } from 'zod';
import { DAYS } from '../enums';
import { activeFlag, id, integer, optionalText, requiredText, timeOfDay } from './common';
import { MESSAGES } from './messages';

/*
 * Master data: the lists everything else points at. Units, spare parts, clusters, hub types and hub
 * entities are named records (name, description, active); the rest add their own fields.
 */

const namedFields = { name: requiredText(100), description: optionalText(500), active: activeFlag };

export const namedRecordSchema = z.object(namedFields);
export const namedRecordUpdateSchema = namedRecordSchema.partial();

export const ingredientSchema = z.object({
  name: requiredText(100),
  unitId: id,
  /** Position in stock lists; left empty, the ingredient goes last. */
  orderNr: integer(0).nullish(),
  remark: optionalText(500),
  /** How much of the unit one package holds, e.g. 1000 (g) of beans per bag; a package of nothing is no package. */
  packagingQuantity: z.number({ error: MESSAGES.required }).gt(0, MESSAGES.greaterThan0).nullish(),
  active: activeFlag,
});
export const ingredientUpdateSchema = ingredientSchema.partial();

export const packagingSchema = z.object({
  ...namedFields,
  /** Pieces in one pack, e.g. 50 cups per sleeve. */
  quantity: integer(1).nullish(),
});
export const packagingUpdateSchema = packagingSchema.partial();

export const sparePartSchema = z.object({
  ...namedFields,
  partNumber: optionalText(50),
});
export const sparePartUpdateSchema = sparePartSchema.partial();

export const departmentSchema = z.object({ ...namedFields, companyId: id });
export const departmentUpdateSchema = departmentSchema.partial();

export const employeeSchema = z.object({
  /** Given for an employee the company already has; left out for a new one. */
  id: id.nullish(),
  name: requiredText(100),
  employeeNo: optionalText(50),
  departmentId: id.nullish(),
  /** The RFID card that pays with the company's reward balance. */
  cardNumber: optionalText(50),
  active: activeFlag,
});

const companyFields = {
  ...namedFields,
  /** Rupiah the company has left for its employees' rewards. */
  rewardBalance: integer(0),
  /** When each employee's daily allowance starts again, HH:mm. */
  rewardCutOffDaily: timeOfDay.nullish(),
  /** The weekday the weekly allowance starts again. */
  rewardCutOffWeekly: z.enum(DAYS, { error: MESSAGES.required }).nullish(),
  /** The day of the month the monthly allowance starts again (1 to 28, so every month has it). */
  rewardCutOffMonthly: integer(1).max(28, MESSAGES.maximumValue(28)).nullish(),
  employees: z.array(employeeSchema).max(5000),
};

export const companySchema = z.object(companyFields);
export const companyUpdateSchema = companySchema.partial();

export type NamedRecordInput = z.infer<typeof namedRecordSchema>;
export type IngredientInput = z.infer<typeof ingredientSchema>;
export type PackagingInput = z.infer<typeof packagingSchema>;
export type SparePartInput = z.infer<typeof sparePartSchema>;
export type DepartmentInput = z.infer<typeof departmentSchema>;
export type EmployeeInput = z.infer<typeof employeeSchema>;
export type CompanyInput = z.infer<typeof companySchema>;
