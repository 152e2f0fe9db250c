import { rentTermsOf, TIMEZONES, type hubCreateSchema, type HubCreateInput, type Timezone } from '@back-office/domain';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { HubInput, Timezone as TimezoneName } from '../../gql/types';
import type { HubDetailFieldsFragment } from './hubs.generated';

/** What the hub form holds before validation: boxes may be empty, selects unchosen. */
export type HubFormValues = z.input<typeof hubCreateSchema>;

/*
 * The API names its time zones as GraphQL enum names (ASIA_JAKARTA) while the shared rules and the
 * labels use the IANA names (Asia/Jakarta); the form speaks IANA and these translate at the edges.
 */
const TIMEZONE_NAMES: Record<Timezone, TimezoneName> = {
  'Asia/Jakarta': 'ASIA_JAKARTA',
  'Asia/Makassar': 'ASIA_MAKASSAR',
  'Asia/Jayapura': 'ASIA_JAYAPURA',
};

export function timezoneName(timezone: Timezone): TimezoneName {
  return TIMEZONE_NAMES[timezone];
}

export function timezoneOf(name: TimezoneName): Timezone {
  return TIMEZONES.find((timezone) => TIMEZONE_NAMES[timezone] === name) ?? 'Asia/Jakarta';
}

const NO_RENT_TERMS = { valueInPercentage: null, minimumAmount: null, value: null, paymentTerms: null, feePerCup: null };

/** A new hub: nothing chosen yet, open no day, active. */
export const EMPTY_HUB: DefaultValues<HubFormValues> = {
  name: null,
  buildingName: null,
  companyName: null,
  floor: null,
  additionalInformation: null,
  address: '',
  province: null,
  city: null,
  district: null,
  subDistrict: null,
  postalCode: null,
  latitude: undefined,
  longitude: undefined,
  timezone: undefined,
  hubTypeId: undefined,
  clusterId: null,
  hubEntityId: null,
  salesId: null,
  ownership: undefined,
  active: true,
  oddEvenRationing: false,
  runningSchedules: [],
  rentType: undefined,
  rentAdditionalInformation: NO_RENT_TERMS,
  monthlyRentalFee: null,
  commissionFee: null,
  contractUntil: null,
  priceSetting: { subsidy: null, corporateDiscount: null },
  targetCup: null,
  targetRevenue: null,
};

/** The form's starting values for an existing hub. */
export function formValuesOf(hub: HubDetailFieldsFragment): HubFormValues {
  return {
    name: hub.name,
    buildingName: hub.buildingName,
    companyName: hub.companyName,
    floor: hub.floor,
    additionalInformation: hub.additionalInformation,
    address: hub.address,
    province: hub.province,
    city: hub.city,
    district: hub.district,
    subDistrict: hub.subDistrict,
    postalCode: hub.postalCode,
    latitude: hub.latitude,
    longitude: hub.longitude,
    timezone: timezoneOf(hub.timezone),
    hubTypeId: hub.hubTypeId,
    clusterId: hub.clusterId,
    hubEntityId: hub.hubEntityId,
    salesId: hub.salesId,
    ownership: hub.ownership,
    active: hub.active,
    oddEvenRationing: hub.oddEvenRationing,
    runningSchedules: hub.runningSchedules.map(({ day, open, close }) => ({ day, open, close })),
    rentType: hub.rentType,
    rentAdditionalInformation: { ...NO_RENT_TERMS, ...withoutTypename(hub.rentAdditionalInformation) },
    monthlyRentalFee: hub.monthlyRentalFee,
    commissionFee: hub.commissionFee,
    contractUntil: hub.contractUntil ?? null,
    priceSetting: { subsidy: hub.priceSetting?.subsidy ?? null, corporateDiscount: hub.priceSetting?.corporateDiscount ?? null },
    targetCup: hub.targetCup,
    targetRevenue: hub.targetRevenue,
  };
}

function withoutTypename<Value extends object>(value: Value | null): Omit<Value, '__typename'> | null {
  if (!value) return null;
  const { __typename: _typename, ...rest } = value as Value & { __typename?: string };
  return rest;
}

/**
 * The API input of a validated form. Edit sends it whole too, so a cleared box clears the field;
 * only the terms of the chosen rent type go, so a switch from fixed cost to free keeps no stale value.
 */
export function toHubInput(values: HubCreateInput): HubInput {
  const priceSetting = values.priceSetting;
  return {
    ...values,
    timezone: timezoneName(values.timezone),
    rentAdditionalInformation: rentTermsOf(values.rentType, values.rentAdditionalInformation),
    priceSetting: priceSetting && (priceSetting.subsidy != null || priceSetting.corporateDiscount != null) ? priceSetting : null,
  };
}
