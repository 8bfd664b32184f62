/**
 * Checks of what a traveller types in checkout, shared by the forms and their tests. Each
 * failure names the field and a problem; the page turns the problem into a sentence in the
 * brand's language (checkout.errors.*) and the field's label. Values are normalised on the way
 * (trimmed, upper-cased codes), so the body sent is the one the checks passed.
 */

const FIELD_PROBLEMS = [
  "required", "tooLong", "name", "date", "birthInFuture", "adultTooYoung", "childTooOld",
  "document", "country", "email", "phone", "taxId", "postalCode",
] as const;
type FieldProblem = (typeof FIELD_PROBLEMS)[number];

export interface FieldError<F extends string = string> {
  field: F;
  problem: FieldProblem;
}

type Checked<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldError<F>[] };

/** Letters of any script, spaces, apostrophes, hyphens and dots: names as passports print them. */
const NAME = /^[\p{L}][\p{L}\p{M} .'’-]*$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ]{6,20}$/;
const DOCUMENT = /^[A-Z0-9]{5,20}$/;
const TAX_ID = /^[A-Z0-9]{8,16}$/;
const POSTAL_CODE = /^[A-Z0-9 -]{3,10}$/;

type FormValues = Readonly<Record<string, string | undefined>>;

/** Collects one form's problems field by field; `value` reads a trimmed value, "" when absent. */
class FieldChecks<F extends string> {
  readonly errors: FieldError<F>[] = [];
  constructor(private readonly values: FormValues) {}

  value(field: F): string {
    return (this.values[field] ?? "").trim();
  }

  /** The trimmed value, or "" after recording `required` (when `required`) or `tooLong`. */
  text(field: F, required: boolean, max: number): string {
    const value = this.value(field);
    if (value === "") {
      if (required) this.fail(field, "required");
    } else if (value.length > max) this.fail(field, "tooLong");
    return value;
  }

  /** A value that must match `pattern` once upper-cased (codes, ids). */
  code(field: F, required: boolean, pattern: RegExp, problem: FieldProblem, normalise = (s: string) => s.toUpperCase()): string {
    const value = normalise(this.value(field));
    if (value === "") {
      if (required) this.fail(field, "required");
    } else if (!pattern.test(value)) this.fail(field, problem);
    return value;
  }

  name(field: F, required: boolean): string {
    const value = this.text(field, required, 60);
    if (value !== "" && value.length <= 60 && !NAME.test(value)) this.fail(field, "name");
    return value;
  }

  fail(field: F, problem: FieldProblem): void {
    if (!this.errors.some((error) => error.field === field)) this.errors.push({ field, problem });
  }

  result<T>(value: T): Checked<T, F> {
    return this.errors.length === 0 ? { ok: true, value } : { ok: false, errors: this.errors };
  }
}

/** Whole years from `birth` to `on` (ISO dates), as ages are counted. */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = on.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const TRAVELLER_FORM_FIELDS = ["title", "firstName", "lastName", "birthDate", "nationality", "documentNumber"] as const;
export type TravellerFormField = (typeof TRAVELLER_FORM_FIELDS)[number];
const ADULT_AGE = 18;

export interface TravellerValue {
  type: "ADULT" | "CHILD";
  title?: "MR" | "MRS" | "MS";
  firstName: string;
  lastName: string;
  birthDate?: string;
  nationality?: string;
  documentNumber?: string;
}

/**
 * One traveller: the fields the cart's config requires must be there; a birth date must be a real
 * past date giving an adult's age (18 or over) or a child's (under 18) on the trip's first day.
 */
export function checkTraveller(
  values: FormValues,
  options: { type: "ADULT" | "CHILD"; required: readonly string[]; tripStart: string; today: string },
): Checked<TravellerValue, TravellerFormField> {
  const checks = new FieldChecks<TravellerFormField>(values);
  const needs = (field: TravellerFormField) => options.required.includes(field);
  const title = checks.value("title");
  if (title === "" && needs("title")) checks.fail("title", "required");
  else if (title !== "" && title !== "MR" && title !== "MRS" && title !== "MS") checks.fail("title", "required");
  const firstName = checks.name("firstName", true);
  const lastName = checks.name("lastName", true);
  const birthDate = checks.value("birthDate");
  if (birthDate === "") {
    if (needs("birthDate")) checks.fail("birthDate", "required");
  } else if (!isRealDate(birthDate)) checks.fail("birthDate", "date");
  else if (birthDate > options.today) checks.fail("birthDate", "birthInFuture");
  else if (options.type === "ADULT" && ageOn(birthDate, options.tripStart) < ADULT_AGE) checks.fail("birthDate", "adultTooYoung");
  else if (options.type === "CHILD" && ageOn(birthDate, options.tripStart) >= ADULT_AGE) checks.fail("birthDate", "childTooOld");
  const nationality = checks.code("nationality", needs("nationality"), COUNTRY, "country");
  const documentNumber = checks.code("documentNumber", needs("documentNumber"), DOCUMENT, "document", (s) => s.toUpperCase().replace(/\s+/g, ""));
  return checks.result({
    type: options.type,
    ...(title ? { title: title as "MR" | "MRS" | "MS" } : {}),
    firstName,
    lastName,
    ...(birthDate ? { birthDate } : {}),
    ...(nationality ? { nationality } : {}),
    ...(documentNumber ? { documentNumber } : {}),
  });
}

const CONTACT_FORM_FIELDS = ["firstName", "lastName", "email", "phone", "countryCode"] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];
interface ContactValue {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCode: string;
}

/** Who the booking's messages go to: every field is needed. */
export function checkContact(values: FormValues): Checked<ContactValue, ContactFormField> {
  const checks = new FieldChecks<ContactFormField>(values);
  const firstName = checks.name("firstName", true);
  const lastName = checks.name("lastName", true);
  const email = checks.code("email", true, EMAIL, "email", (s) => s.toLowerCase());
  if (email.length > 254) checks.fail("email", "tooLong");
  const phone = checks.code("phone", true, PHONE, "phone", (s) => s.replace(/[().-]/g, " ").replace(/\s+/g, " ").trim());
  const countryCode = checks.code("countryCode", true, COUNTRY, "country");
  return checks.result({ firstName, lastName, email, phone, countryCode });
}

const INVOICE_FORM_FIELDS = ["type", "name", "taxId", "address", "city", "postalCode", "countryCode"] as const;
export type InvoiceFormField = (typeof INVOICE_FORM_FIELDS)[number];
interface InvoiceValue {
  type: "PERSON" | "COMPANY";
  name: string;
  taxId: string;
  address: string;
  city: string;
  postalCode: string;
  countryCode: string;
}

/** Invoice details, when the traveller asks for an invoice: all needed. */
export function checkInvoice(values: FormValues): Checked<InvoiceValue, InvoiceFormField> {
  const checks = new FieldChecks<InvoiceFormField>(values);
  const type = checks.value("type") === "COMPANY" ? "COMPANY" : "PERSON";
  const name = checks.text("name", true, 120);
  const taxId = checks.code("taxId", true, TAX_ID, "taxId", (s) => s.toUpperCase().replace(/[\s.-]/g, ""));
  const address = checks.text("address", true, 120);
  const city = checks.text("city", true, 60);
  const postalCode = checks.code("postalCode", true, POSTAL_CODE, "postalCode");
  const countryCode = checks.code("countryCode", true, COUNTRY, "country");
  return checks.result({ type, name, taxId, address, city, postalCode, countryCode });
}
