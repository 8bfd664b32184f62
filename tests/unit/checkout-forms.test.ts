import { describe, expect, test } from "vitest";
import { ageOn, checkContact, checkInvoice, checkTraveller } from "../../shared/checkout/form-checks";

const ALL = ["title", "firstName", "lastName", "birthDate", "nationality", "documentNumber"];
const options = { type: "ADULT" as const, required: ALL, tripStart: "2031-07-10", today: "2030-01-01" };
const adult = { title: "MR", firstName: "Marco", lastName: "Rossi", birthDate: "1985-04-02", nationality: "it", documentNumber: "ya 1234567" };
const problems = (result: { ok: boolean; errors?: { field: string; problem: string }[] }) => (result.ok ? [] : result.errors!.map((e) => `${e.field}:${e.problem}`));

describe("a traveller's form", () => {
  test("a complete adult passes, normalised (codes upper-cased, spaces out of the document number)", () => {
    expect(checkTraveller(adult, options)).toEqual({ ok: true, value: { type: "ADULT", title: "MR", firstName: "Marco", lastName: "Rossi", birthDate: "1985-04-02", nationality: "IT", documentNumber: "YA1234567" } });
  });

  test("every field the config requires is asked for, and only those", () => {
    expect(problems(checkTraveller({}, options))).toEqual(["title:required", "firstName:required", "lastName:required", "birthDate:required", "nationality:required", "documentNumber:required"]);
    expect(problems(checkTraveller({ firstName: "Ana", lastName: "García" }, { ...options, required: ["firstName", "lastName"] }))).toEqual([]);
    expect(problems(checkTraveller({}, { ...options, required: [] }))).toEqual(["firstName:required", "lastName:required"]);
  });

  test("names as documents print them: letters of any script, spaces, hyphens, apostrophes; not digits or symbols", () => {
    for (const name of ["Zoë", "O'Neil", "Jean-Luc", "María José", "Łukasz", "Νίκος"]) expect(problems(checkTraveller({ ...adult, firstName: name }, options))).toEqual([]);
    for (const name of ["R2D2", "<b>", "-Ann", "a".repeat(61)]) expect(problems(checkTraveller({ ...adult, firstName: name }, options))[0]).toMatch(/^firstName:(name|tooLong)$/);
    expect(problems(checkTraveller({ ...adult, lastName: "   " }, options))).toEqual(["lastName:required"]);
  });

  test("birth dates: real, past, an adult 18 or over and a child under 18 on the trip's first day", () => {
    const birth = (birthDate: string, type: "ADULT" | "CHILD" = "ADULT") => problems(checkTraveller({ ...adult, birthDate }, { ...options, type }));
    expect(birth("1985-02-30")).toEqual(["birthDate:date"]);
    expect(birth("02/04/1985")).toEqual(["birthDate:date"]);
    expect(birth("2030-06-01")).toEqual(["birthDate:birthInFuture"]);
    expect(birth("2013-07-10")).toEqual([]); // 18 on the day
    expect(birth("2013-07-11")).toEqual(["birthDate:adultTooYoung"]);
    expect(birth("2020-03-01", "CHILD")).toEqual([]);
    expect(birth("2013-07-10", "CHILD")).toEqual(["birthDate:childTooOld"]);
    expect(ageOn("2013-07-11", "2031-07-10")).toBe(17);
  });

  test("country and document codes", () => {
    expect(problems(checkTraveller({ ...adult, nationality: "Italy" }, options))).toEqual(["nationality:country"]);
    expect(problems(checkTraveller({ ...adult, documentNumber: "AB1" }, options))).toEqual(["documentNumber:document"]);
    expect(problems(checkTraveller({ ...adult, title: "DR" }, options))).toEqual(["title:required"]);
  });
});

describe("the contact form", () => {
  const contact = { firstName: "Giulia", lastName: "Rossi", email: " Giulia.Rossi@Example.IT ", phone: "+39 (02) 123-4567", countryCode: "it" };
  test("passes normalised: e-mail lower-cased, phone punctuation to spaces, country upper-cased", () => {
    expect(checkContact(contact)).toEqual({ ok: true, value: { firstName: "Giulia", lastName: "Rossi", email: "giulia.rossi@example.it", phone: "+39 02 123 4567", countryCode: "IT" } });
  });
  test("says what is wrong with each field", () => {
    expect(problems(checkContact({}))).toEqual(["firstName:required", "lastName:required", "email:required", "phone:required", "countryCode:required"]);
    expect(problems(checkContact({ ...contact, email: "giulia@", phone: "call me", countryCode: "ITA" }))).toEqual(["email:email", "phone:phone", "countryCode:country"]);
  });
});

describe("the invoice form", () => {
  const invoice = { type: "COMPANY", name: "Viaggi SRL", taxId: "it 1234-5678.901", address: "Via Roma 1", city: "Milano", postalCode: "20121", countryCode: "IT" };
  test("passes normalised, and names each problem", () => {
    expect(checkInvoice(invoice)).toEqual({ ok: true, value: { ...invoice, taxId: "IT12345678901" } });
    expect(problems(checkInvoice({ ...invoice, taxId: "123", postalCode: "!", city: "" }))).toEqual(["taxId:taxId", "city:required", "postalCode:postalCode"]);
    expect(checkInvoice({ ...invoice, type: "anything" })).toMatchObject({ ok: true, value: { type: "PERSON" } });
  });
});
