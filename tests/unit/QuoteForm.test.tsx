import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QuoteForm from '@site/src/components/QuoteForm/QuoteForm';
import {announcedStep} from '@site/src/components/QuoteForm/UploadProgress';
import {describedErrors, fillPersonFields} from './support/forms';

/**
 * XMLHttpRequest (the browser boundary the upload goes through) replaced by a
 * fake the test drives: it records what was sent and answers when told to.
 */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Record<string, ((event: ProgressEvent) => void)[]> = {};
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) => {
      (this.uploadListeners[type] ??= []).push(listener);
    },
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.listeners.abort?.forEach((listener) => listener());
  }
  progress(loaded: number, total: number) {
    this.uploadListeners.progress?.forEach((listener) => listener({lengthComputable: true, loaded, total} as ProgressEvent));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.load?.forEach((listener) => listener());
  }
}

const realXhr = global.XMLHttpRequest;
beforeEach(() => {
  FakeUpload.sent = [];
  global.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  global.XMLHttpRequest = realXhr;
});

function file(name: string, size = 2048, type = ''): File {
  const made = new File(['%PDF-1.7'], name, {type, lastModified: 1_700_000_000_000});
  Object.defineProperty(made, 'size', {value: size});
  return made;
}

function setup(documentType?: 'PDF' | 'Word') {
  // The accept list is the browser's hint; the rules must hold without it.
  const user = userEvent.setup({applyAccept: false});
  render(<QuoteForm documentType={documentType} />);
  return {user, submit: () => user.click(screen.getByRole('button', {name: 'Send for a quote'}))};
}

const filesInput = () => screen.getByLabelText('Documents');
const fileList = () => screen.queryByRole('list', {name: 'Chosen files'});

async function fillValidQuote(user: ReturnType<typeof userEvent.setup>) {
  await fillPersonFields(user);
  await user.type(screen.getByLabelText('Company name'), 'Example Publishing');
  await user.type(screen.getByLabelText('Number of pages'), '120');
  await user.selectOptions(screen.getByLabelText('Standard to meet'), 'PDF/UA');
  await user.upload(filesInput(), [file('annual report.pdf', 3 * 1024 * 1024), file('policy.docx', 40 * 1024)]);
}

describe('QuoteForm: fields', () => {
  it('labels every field, marks the optional ones, and preselects the page’s document type', () => {
    setup('Word');
    for (const label of [
      'Name',
      'Email',
      'Country code',
      'Phone number',
      'Company name',
      'Document type',
      'Number of pages',
      'Standard to meet',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Deadline (optional)')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Deadline (optional)')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Notes (optional)').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Document type')).toHaveValue('Word');
    const options = within(screen.getByLabelText('Standard to meet')).getAllByRole('option').slice(1) as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['WCAG 2.1 AA', 'WCAG 2.2 AA', 'PDF/UA', 'Section 508', 'Not sure']);
    const input = filesInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toBe('.pdf,.docx,.doc,.pptx,.ppt,.xlsx,.idml,.indd,.zip');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('1 to 5 files: PDF, Word, PowerPoint, Excel, InDesign (IDML or INDD) or ZIP'),
    );
    expect(input).toHaveAccessibleDescription(expect.stringContaining('No files chosen yet.'));
  });

  it('without a page type, asks for one', () => {
    setup();
    expect(screen.getByLabelText('Document type')).toHaveValue('');
  });
});

describe('QuoteForm: validation', () => {
  it('shows each required message, including the files, and focuses the first invalid field', async () => {
    const {submit} = setup();
    await submit();
    expect(describedErrors(screen.getByLabelText('Name'))).toEqual(['Name is required']);
    expect(describedErrors(screen.getByLabelText('Company name'))).toEqual(['Company Name is required']);
    expect(describedErrors(screen.getByLabelText('Document type'))).toEqual(['Select the type of document']);
    expect(describedErrors(screen.getByLabelText('Number of pages'))).toEqual(['Enter the approximate number of pages']);
    expect(describedErrors(screen.getByLabelText('Standard to meet'))).toEqual(['Select the standard to meet, or Not sure']);
    expect(describedErrors(filesInput())).toEqual(['Choose at least one file']);
    expect(describedErrors(screen.getByLabelText('Deadline (optional)'))).toEqual([]);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('refuses a page count that is not a whole number and a deadline in the past', async () => {
    const {user, submit} = setup('PDF');
    await user.type(screen.getByLabelText('Number of pages'), '12.5');
    await user.type(screen.getByLabelText('Deadline (optional)'), '2020-01-01');
    await submit();
    expect(describedErrors(screen.getByLabelText('Number of pages'))).toEqual([
      'Enter the number of pages as a whole number from 1 to 100000',
    ]);
    expect(describedErrors(screen.getByLabelText('Deadline (optional)'))).toEqual(['The deadline cannot be in the past']);
  });

  it('focuses the file input when the files are the only problem', async () => {
    const {user, submit} = setup('PDF');
    await fillPersonFields(user);
    await user.type(screen.getByLabelText('Company name'), 'Example Publishing');
    await user.type(screen.getByLabelText('Number of pages'), '12');
    await user.selectOptions(screen.getByLabelText('Standard to meet'), 'Not sure');
    await submit();
    expect(filesInput()).toHaveFocus();
    expect(describedErrors(filesInput())).toEqual(['Choose at least one file']);
  });
});

describe('QuoteForm: the list of files', () => {
  it('lists each chosen file with its size, adds later picks, and lists a file picked twice once', async () => {
    const {user} = setup();
    await user.upload(filesInput(), [file('annual report.pdf', 3 * 1024 * 1024), file('policy.docx', 40 * 1024)]);
    await user.upload(filesInput(), [file('policy.docx', 40 * 1024), file('slides.pptx', 512 * 1024)]);
    const items = within(fileList()!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'annual report.pdf3 MBRemove',
      'policy.docx40 KBRemove',
      'slides.pptx512 KBRemove',
    ]);
    expect(filesInput()).toHaveAccessibleDescription(expect.stringContaining('3 of 5 files chosen, 3.5 MB in all.'));
  });

  it('names a file of the wrong type or size in its own message, and the set is refused until it is removed', async () => {
    const {user, submit} = setup();
    await user.upload(filesInput(), [file('setup.exe'), file('scan.pdf', 26 * 1024 * 1024), file('empty.docx', 0), file('ok.pdf')]);
    const list = fileList()!;
    expect(within(list).getByText('setup.exe is not a PDF, Word, PowerPoint, Excel, InDesign or ZIP file')).toBeVisible();
    expect(within(list).getByText('scan.pdf is larger than 25 MB')).toBeVisible();
    expect(within(list).getByText('empty.docx is empty')).toBeVisible();
    await submit();
    expect(describedErrors(filesInput())).toEqual(['One or more files cannot be sent; see the list of files']);
    for (const name of ['setup.exe', 'scan.pdf', 'empty.docx']) await user.click(screen.getByRole('button', {name: `Remove ${name}`}));
    expect(within(fileList()!).getAllByRole('listitem')).toHaveLength(1);
    expect(describedErrors(filesInput())).toEqual([]);
  });

  it('refuses six files and more than 50 MB in all', async () => {
    const {user, submit} = setup();
    await user.upload(
      filesInput(),
      Array.from({length: 6}, (_, index) => file(`part ${index + 1}.pdf`)),
    );
    await submit();
    expect(describedErrors(filesInput())).toEqual(['Choose at most 5 files']);
    await user.click(screen.getByRole('button', {name: 'Remove part 6.pdf'}));
    await user.click(screen.getByRole('button', {name: 'Remove part 5.pdf'}));
    await user.click(screen.getByRole('button', {name: 'Remove part 4.pdf'}));
    await user.upload(filesInput(), [file('big 1.pdf', 25 * 1024 * 1024), file('big 2.pdf', 25 * 1024 * 1024)]);
    expect(describedErrors(filesInput())).toEqual(['The files together must be 50 MB or smaller']);
  });

  it('adds files dropped on the file area to the list, as an extra to the input', async () => {
    setup();
    const area = filesInput().parentElement!;
    const dropped = [file('dropped.pdf'), file('also dropped.pptx')];
    act(() => {
      area.dispatchEvent(Object.assign(new Event('dragover', {bubbles: true, cancelable: true}), {dataTransfer: {files: dropped}}));
      area.dispatchEvent(Object.assign(new Event('drop', {bubbles: true, cancelable: true}), {dataTransfer: {files: dropped}}));
    });
    expect(
      within(fileList()!)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['dropped.pdf', 'also dropped.pptx']);
  });

  it('moves focus to the next remove button after a removal, and to the input after the last', async () => {
    const {user} = setup();
    await user.upload(filesInput(), [file('a.pdf'), file('b.pdf')]);
    await user.click(screen.getByRole('button', {name: 'Remove a.pdf'}));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('button', {name: 'Remove b.pdf'})).toHaveFocus();
    await user.click(screen.getByRole('button', {name: 'Remove b.pdf'}));
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(filesInput()).toHaveFocus();
    expect(fileList()).toBeNull();
  });
});

describe('QuoteForm: sending', () => {
  it('sends the fields and every file as multipart form data with an idempotency key, shows progress, then the reference', async () => {
    const {user, submit} = setup('PDF');
    await fillValidQuote(user);
    await submit();
    const [upload] = FakeUpload.sent;
    expect(upload!.method).toBe('POST');
    expect(upload!.url).toBe('/api/quote-request');
    expect(upload!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    const body = upload!.body!;
    expect(body.get('documentType')).toBe('PDF');
    expect(body.get('phoneNumber')).toBe('+91 9876543210');
    expect(body.get('pages')).toBe('120');
    expect(body.getAll('files').map((sent) => (sent as File).name)).toEqual(['annual report.pdf', 'policy.docx']);

    act(() => upload!.progress(55, 100));
    expect(screen.getByRole('progressbar', {name: 'Upload progress'})).toHaveAttribute('value', '55');
    expect(screen.getByText('Uploaded 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Please wait...'})).toBeDisabled();

    await act(async () => upload!.answer(200, {ok: true, id: 'ref-1234'}));
    expect(await screen.findByText(/Your reference is ref-1234\./)).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fileList()).toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Document type')).toHaveValue('PDF');
  });

  it('can be cancelled, keeping every answer and file for another try', async () => {
    const {user, submit} = setup('PDF');
    await fillValidQuote(user);
    await submit();
    act(() => FakeUpload.sent[0]!.progress(10, 100));
    await user.click(screen.getByRole('button', {name: 'Cancel upload'}));
    expect(FakeUpload.sent[0]!.aborted).toBe(true);
    expect(await screen.findByText(/Upload cancelled\. Your answers and files are still here/)).toBeVisible();
    expect(screen.getByLabelText('Company name')).toHaveValue('Example Publishing');
    expect(within(fileList()!).getAllByRole('listitem')).toHaveLength(2);
    // The same answers again: the same key, so the server would store them once.
    await submit();
    expect(FakeUpload.sent[1]!.headers['Idempotency-Key']).toBe(FakeUpload.sent[0]!.headers['Idempotency-Key']);
  });

  it('shows the server’s verdict on a file beside that file, and keeps everything', async () => {
    const {user, submit} = setup('PDF');
    await fillValidQuote(user);
    await submit();
    await act(async () =>
      FakeUpload.sent[0]!.answer(400, {
        error: 'Some fields are not valid',
        fields: {files: '"policy.docx" is not a PDF, Word, PowerPoint, Excel, InDesign or ZIP file'},
        fileErrors: [{index: 1, name: 'policy.docx', error: 'type', message: '"policy.docx" is not a PDF…'}],
      }),
    );
    expect(await screen.findByText(/Your request could not be sent\./)).toBeVisible();
    expect(within(fileList()!).getByText('policy.docx is not a PDF, Word, PowerPoint, Excel, InDesign or ZIP file')).toBeVisible();
    expect(filesInput()).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });

  it('a network failure keeps everything', async () => {
    const {user, submit} = setup('PDF');
    await fillValidQuote(user);
    await submit();
    await act(async () =>
      (FakeUpload.sent[0] as unknown as {listeners: Record<string, (() => void)[]>}).listeners.error!.forEach((listener) => listener()),
    );
    expect(await screen.findByText(/Your request could not be sent\./)).toBeVisible();
    expect(within(fileList()!).getAllByRole('listitem')).toHaveLength(2);
  });
});

test('progress is announced a quarter at a time', () => {
  expect([0, 24, 25, 49, 50, 99, 100].map(announcedStep)).toEqual([0, 0, 25, 25, 50, 75, 100]);
});
