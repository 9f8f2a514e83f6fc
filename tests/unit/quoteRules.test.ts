import {
  checkQuoteFiles,
  earliestToday,
  isoDate,
  quoteFileRules,
  validateDeadline,
  validateNotes,
  validatePages,
  validateQuoteRequest,
} from '@site/src/forms/quoteRules';

const MiB = 1024 * 1024;

describe('quote request rules (issue 13)', () => {
  test('pages: a whole number from 1 to 100,000, digits only', () => {
    expect(['1', '120', ' 40 ', '100000'].map(validatePages)).toEqual([undefined, undefined, undefined, undefined]);
    expect(['', '  '].map(validatePages)).toEqual(['pagesRequired', 'pagesRequired']);
    expect(['0', '12.5', '-3', '1e3', '100001', 'ten', '١٢'].map(validatePages)).toEqual(Array(7).fill('pagesInvalid'));
  });

  test('deadline: optional, a real date, from today on, within five years', () => {
    const today = '2026-11-23';
    expect(validateDeadline('', today)).toBeUndefined();
    expect(validateDeadline('2026-11-23', today)).toBeUndefined();
    expect(validateDeadline('2031-11-23', today)).toBeUndefined();
    expect(validateDeadline('2026-11-22', today)).toBe('deadlinePast');
    expect(['2027-02-29', '2026-13-01', '23/11/2026', '2031-11-24', '9999-01-01'].map((value) => validateDeadline(value, today))).toEqual(
      Array(5).fill('deadlineInvalid'),
    );
  });

  test('the server takes "today" from the westernmost time zone, so no visitor’s today is in the past', () => {
    const lateEvening = new Date('2026-11-23T11:30:00Z'); // already 24 November east of UTC+12:30
    expect(earliestToday(lateEvening)).toBe('2026-11-22');
    expect(isoDate(lateEvening, 14 * 60)).toBe('2026-11-24');
    expect(validateDeadline(isoDate(lateEvening, 14 * 60), earliestToday(lateEvening))).toBeUndefined();
  });

  test('notes: up to 2,000 characters as people count them, line breaks allowed, controls not', () => {
    expect(validateNotes('अ'.repeat(2000))).toBeUndefined();
    expect(validateNotes('😀'.repeat(2000))).toBeUndefined();
    expect(validateNotes('x'.repeat(2001))).toBe('notesTooLong');
    expect(validateNotes('line one\nline two\ttabbed')).toBeUndefined();
    expect(validateNotes('bell\u0007')).toBe('notesInvalid');
    expect(validateNotes('reversed \u202Etext')).toBe('notesInvalid');
  });

  test('files: one to five, each a listed type of at most 25 MB and not empty, 50 MB in all', () => {
    const pdf = (size = 1000, name = 'a.pdf') => ({name, size});
    expect(checkQuoteFiles([]).list).toBe('filesRequired');
    expect(checkQuoteFiles([pdf()]).list).toBeUndefined();
    expect(checkQuoteFiles(Array(5).fill(pdf())).list).toBeUndefined();
    expect(checkQuoteFiles(Array(6).fill(pdf())).list).toBe('filesTooMany');
    expect(checkQuoteFiles([pdf(quoteFileRules.maxBytesEach), pdf(quoteFileRules.maxBytesEach)]).list).toBeUndefined();
    expect(checkQuoteFiles([pdf(25 * MiB), pdf(25 * MiB), pdf(1)]).list).toBe('filesTooLarge');
    const mixed = checkQuoteFiles([
      pdf(25 * MiB + 1, 'big.pdf'),
      pdf(0, 'empty.docx'),
      pdf(10, 'tool.exe'),
      pdf(10, 'BOOK.INDD'),
      pdf(10, 'pack.idml'),
    ]);
    expect(mixed).toEqual({list: 'quoteFileInvalid', files: ['size', 'empty', 'type', undefined, undefined], tooLargeTogether: false});
  });

  test('the whole request: the contact rules for the person, the quote rules for the rest', () => {
    const valid = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phoneNumber: '+44 7700900123',
      companyName: 'Example Publishing',
      documentType: 'InDesign',
      pages: '48',
      targetStandard: 'Section 508',
      deadline: '',
      notes: '',
    };
    expect(validateQuoteRequest(valid, '2026-11-23')).toEqual({});
    expect(validateQuoteRequest({...valid, documentType: 'pdf', targetStandard: 'WCAG 2.0 AA', email: ''}, '2026-11-23')).toEqual({
      documentType: 'documentTypeRequired',
      targetStandard: 'standardRequired',
      email: 'emailRequired',
    });
  });
});
