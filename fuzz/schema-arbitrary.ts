/**
 * Valid values for a zod schema, derived from the schema itself, so that a new
 * route gets valid input (and mutations of it) without an example written for
 * it. Only what the schema says can be derived; where validity depends on the
 * world (a product that exists, a budget in range), `known` gives values by
 * field name.
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';
import { safeParse } from '@/lib/marketplace/schema';

type Schema = z.core.$ZodType;

/** Values to use for a field of this name, wherever it appears (body, query or path parameter). */
export type Known = Readonly<Record<string, fc.Arbitrary<unknown>>>;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  entries?: Record<string, string>;
  values?: unknown[];
  element?: Schema;
  valueType?: Schema;
  format?: string;
}

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** The length and size bounds a schema's checks declare (strings, arrays). */
export function lengthBounds(schema: Schema): { min: number; max: number | undefined } {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(defOf(schema))) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max ?? Infinity, check.maximum);
  }
  return { min, max };
}

function numberBounds(def: Def): { min: number; max: number } {
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than' && check.value !== undefined)
      min = check.inclusive ? check.value : check.value + 1;
    if (check.check === 'less_than' && check.value !== undefined) max = check.inclusive ? check.value : check.value - 1;
  }
  return { min, max };
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(schema);
  const patterns = checksOf(defOf(schema)).flatMap((check) =>
    check.format === 'regex' && check.pattern ? [check.pattern] : [],
  );
  const fits = (value: string) => value.length >= min && (max === undefined || value.length <= max);
  if (patterns.length > 0)
    return fc
      .stringMatching(patterns[0]!, { maxLength: 48 })
      .filter((v) => fits(v) && patterns.every((p) => p.test(v)));
  // Refinements are opaque; amounts and numeric IDs are the text they check most, so plain decimals come up half the time.
  return fc.oneof(fc.string({ minLength: min, maxLength: Math.min(max ?? 40, 40) }), plainDecimal.filter(fits));
}

/** A plain decimal as people write amounts: digits, sometimes two decimals. */
const plainDecimal: fc.Arbitrary<string> = fc
  .tuple(fc.nat({ max: 99_999 }), fc.option(fc.nat({ max: 99 }), { nil: undefined }))
  .map(([whole, cents]) => (cents === undefined ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`));

/** Where a chain of pipes ends: the schema that shapes the value a parse returns. */
function outputOf(def: Def): Def {
  return def.type === 'pipe' ? outputOf(defOf(def.out!)) : def;
}

/** A value the schema's structure accepts; refinements it cannot see are left to the caller's filter. */
function arbitraryFor(schema: Schema, known: Known, name?: string): fc.Arbitrary<unknown> {
  if (name !== undefined && known[name]) return known[name];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number': {
      const { min, max } = numberBounds(def);
      return def.format && /int/.test(def.format) ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'optional':
      return fc.option(arbitraryFor(def.innerType!, known, name), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType!, known, name), { nil: null });
    case 'array': {
      const { min, max } = lengthBounds(schema);
      return fc.array(arbitraryFor(def.element!, known), { minLength: min, maxLength: Math.min(max ?? 3, 3) });
    }
    case 'object': {
      // A field typed never must stay out of the body (a read-only field of the contract): valid values leave it out.
      const shape = Object.fromEntries(
        Object.entries(def.shape!).filter(([, field]) => defOf(unwrapOptional(field)).type !== 'never'),
      );
      const required = Object.keys(shape).filter((key) => defOf(shape[key]!).type !== 'optional');
      // Each field checked by its own schema, so one hard field does not make the whole object start again.
      const model = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => {
          const inner = unwrapOptional(field);
          return [
            key,
            known[key] ?? arbitraryFor(inner, known, key).filter((value) => safeParse(inner, value).success),
          ];
        }),
      );
      return fc.record(model, { requiredKeys: required });
    }
    case 'union':
      return fc.oneof(...def.options!.map((option) => arbitraryFor(option, known, name)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryFor(def.valueType!, known), { maxKeys: 3 });
    case 'pipe': {
      // A number parsed from text (a query's `limit`, a body's count): a whole number within the output's bounds, written as digits.
      const out = outputOf(def);
      if (out.type === 'number') {
        const { min, max } = numberBounds(out);
        return fc.integer({ min, max }).map(String);
      }
      return arbitraryFor(def.in!, known, name);
    }
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(
        `The bad-input suite cannot derive a value for a zod ${def.type}${name ? ` (field ${name})` : ''}: add it to the known values.`,
      );
  }
}

function unwrapOptional(schema: Schema): Schema {
  const def = defOf(schema);
  return def.type === 'optional' ? def.innerType! : schema;
}

/** Values the schema accepts: derived, then checked by the schema itself (refinements included). */
export const validFor = (schema: Schema, known: Known): fc.Arbitrary<unknown> =>
  arbitraryFor(schema, known).filter((value) => safeParse(schema, value).success);

/** The field schemas of a strict object schema (the query and body shapes of the table), or none. */
export function fieldsOf(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const def = defOf(schema);
  if (def.type === 'object')
    return Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, unwrapOptional(field)]));
  if (def.type === 'union') return Object.assign({}, ...def.options!.map(fieldsOf));
  return {};
}
