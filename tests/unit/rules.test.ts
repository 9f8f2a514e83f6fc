import {
  formatPhoneNumber,
  englishMessages,
  validateCareerApplication,
  validateContactEnquiry,
  validateEmail,
  validateName,
  validatePhone,
  validateResume,
} from '@site/src/forms/rules';

// SPEC.md §5, D14, D16: the shared rules and their messages, word for word.
describe('form rules', () => {
  it('checks names: required, letters and spaces only', () => {
    expect(validateName('')).toBe('nameRequired');
    expect(validateName('Asha Rao')).toBeUndefined();
    expect(validateName('R2-D2')).toBe('nameInvalid');
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
});
