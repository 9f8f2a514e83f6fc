import {
  formatPhoneNumber,
  englishMessages,
  safeFileName,
  validateCareerApplication,
  validateCompany,
  validateContactEnquiry,
  validateEmail,
  validateName,
  validatePhone,
  validateResume,
} from '@site/src/forms/rules';
import {honeypotField, isHoneypotFilled} from '@site/src/forms/honeypot';
import {quoteRequestFields} from '@site/src/forms/quoteRules';
import {careerApplicationFields, contactEnquiryFields} from '@site/src/forms/rules';
import {exportTables} from '@site/server/storage/export';
import {applicationColumns, enquiryColumns} from '@site/server/storage/submissions';

// docs/product.md §6, D14, D16: the shared rules and their messages, word for word.
describe('form rules', () => {
  it('checks names: required, letters of any script, with spaces, apostrophes, hyphens and full stops between them', () => {
    expect(validateName('')).toBe('nameRequired');
    for (const name of [
      'Asha Rao',
      'José Núñez',
      "O'Brien",
      'O’Brien',
      'Jean-Luc Picard',
      'J. R. Rao',
      'आशा राव',
      'Zoë',
      'Mary-Jane Watson Jr.',
    ]) {
      expect([name, validateName(name)]).toEqual([name, undefined]);
    }
    // The same name with its accents as combining marks (NFD).
    expect(validateName('José Núñez'.normalize('NFD'))).toBeUndefined();
    for (const name of ['R2-D2', '-Asha', 'Asha  Rao', "Asha ''Rao", 'Asha <b>', 'asha@example.com', '123']) {
      expect([name, validateName(name)]).toEqual([name, 'nameInvalid']);
    }
  });

  it('refuses control characters, NUL, lone surrogates and bidirectional overrides in every text field', () => {
    const unsafe = ['Asha\u0000Rao', 'Asha\nRao', 'Asha\u0085Rao', 'Asha \u202ERao', 'Asha \u2066Rao\u2069', 'Asha \uD800Rao'];
    for (const value of unsafe) {
      expect([value, validateName(value)]).toEqual([value, 'nameInvalid']);
      expect([value, validateCompany(`Acme ${value}`)]).toEqual([value, 'companyInvalid']);
    }
    expect(validateCompany('Acme Books Pvt. Ltd. (India) & Co.')).toBeUndefined();
  });

  it('refuses format characters and line separators in a company name, keeping the joiners Indic scripts need (issue 42)', () => {
    const hidden = ['Acme\u200F', 'Acme\u2028Books', 'Acme\u2029', 'Acme\u{E0041}\u{E0042}', 'Ac\uFEFFme', 'Acme\u200B'];
    for (const value of hidden) expect([value, validateCompany(value)]).toEqual([value, 'companyInvalid']);
    expect(validateCompany('क्षितिज सॉफ़्टवेयर')).toBeUndefined();
    expect(validateCompany('ര\u200Dമ Systems')).toBeUndefined();
  });

  it('treats a value made only of invisible characters as empty', () => {
    for (const value of ['\u200B\u200B', '\u00A0 \u3000', '\uFEFF', '\u2800', '\u00AD']) {
      expect(validateName(value)).toBe('nameRequired');
      expect(validateCompany(value)).toBe('companyRequired');
    }
  });

  it('keeps no control or bidirectional characters in a file name', () => {
    expect(safeFileName('cv\u0000\u202Efdp.exe\r\n.pdf')).toBe('cvfdp.exe.pdf');
    expect(safeFileName('résumé आशा.pdf')).toBe('résumé आशा.pdf');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });

  it('checks emails with the message of each form', () => {
    expect(validateEmail('  ')).toBe('emailRequired');
    expect(validateEmail('asha@example.com')).toBeUndefined();
    expect(validateEmail('asha@example')).toBe('emailInvalid');
    expect(validateEmail('asha@@example.com', 'career')).toBe('careerEmailInvalid');
  });

  it('checks phone numbers: required, digits only, exactly ten', () => {
    expect(validatePhone('')).toBe('phoneRequired');
    expect(validatePhone('98765-4321')).toBe('phoneInvalid');
    expect(validatePhone('987654321')).toBe('phoneLength');
    expect(validatePhone('9876543210')).toBeUndefined();
  });

  it('sends the phone number as "<code> <number>" and validates it on arrival', () => {
    expect(formatPhoneNumber('CA', '4165550100')).toBe('+1 4165550100');
    const valid = {name: 'Asha Rao', phoneNumber: '+91 9876543210', email: 'asha@example.com', companyName: 'Acme', enquiries: 'Testing'};
    expect(validateContactEnquiry(valid)).toEqual({});
    expect(englishMessages(validateContactEnquiry({...valid, phoneNumber: '+99 9876543210', enquiries: ''}))).toEqual({
      phoneNumber: 'Country Code is required',
      enquiries: 'Select Enquiries is required',
    });
  });

  it('checks career applications and resumes (D16)', () => {
    expect(englishMessages(validateCareerApplication({}))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phoneNumber: 'Phone Number is required',
      position: 'Position is required',
    });
    expect(validateResume(undefined)).toBe('fileRequired');
    expect(validateResume({name: 'cv.pdf', size: 1000, type: 'application/pdf'})).toBeUndefined();
    expect(validateResume({name: 'cv.html', size: 1000, type: 'text/html'})).toBe('fileType');
    expect(validateResume({name: 'cv.pdf', size: 10 * 1024 * 1024 + 1, type: 'application/pdf'})).toBe('fileSize');
  });

  it('treats a submission as spam when its honeypot holds anything but white space (D19)', () => {
    expect(honeypotField).toBe('website');
    expect(isHoneypotFilled({email: 'a@example.com'})).toBe(false);
    expect(isHoneypotFilled({website: ' \n '})).toBe(false);
    expect(isHoneypotFilled({website: 'https://spam.example'})).toBe(true);
  });

  it("lists each form's fields once: the server checks, stores and exports exactly those, in the same order", () => {
    // Every contact field is required but the optional message (issue 31).
    expect(Object.keys(validateContactEnquiry({}))).toEqual(Object.keys(contactEnquiryFields).filter((field) => field !== 'message'));
    // Every careers field is required but the optional "keep for future openings" box.
    expect(Object.keys(validateCareerApplication({}))).toEqual(
      Object.keys(careerApplicationFields).filter((field) => field !== 'keepForFutureOpenings'),
    );
    expect(validateCareerApplication({keepForFutureOpenings: 'always'})).toMatchObject({keepForFutureOpenings: 'keepApplication'});
    // The CSV headers staff know, unchanged by deriving them from the rules.
    // The optional message (issue 31) comes after them.
    expect(exportTables.enquiries).toEqual([
      'id',
      'reference',
      'created_at',
      'name',
      'email',
      'phone_number',
      'company_name',
      'enquiries',
      'message',
    ]);
    expect(exportTables.applications.slice(3, 8)).toEqual(['name', 'email', 'phone_number', 'position', 'keep_for_future_openings']);
    expect(exportTables.quotes.slice(3)).toEqual([...Object.values(quoteRequestFields).map((spec) => spec.column), 'file_count', 'files']);
    const enquiry = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phoneNumber: '+91 9876543210',
      companyName: 'Acme',
      enquiries: 'Testing',
      message: 'By May',
    };
    expect(enquiryColumns(enquiry)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone_number: '+91 9876543210',
      company_name: 'Acme',
      enquiries: 'Testing',
      message: 'By May',
    });
    const resume = {storedName: 'r.pdf', originalName: 'cv.pdf', detectedType: 'application/pdf', bytes: 10};
    expect(
      applicationColumns(
        {name: 'A', email: 'a@example.com', phoneNumber: '+1 2025550123', position: 'Fresher', keepForFutureOpenings: ''},
        resume,
      ),
    ).toMatchObject({
      phone_number: '+1 2025550123',
      position: 'Fresher',
      resume_file: 'r.pdf',
    });
  });
});
