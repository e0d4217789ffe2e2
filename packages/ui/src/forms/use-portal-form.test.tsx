import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal, setupUser } from '../../testing';
import type { Verdict } from '@portal/domain/text';
import { Field } from './field';
import { FormSummary } from './form-summary';
import { usePortalForm, type KeyUpCheck, type PortalForm } from './use-portal-form';

/** Test-only messages, in a namespace of their own so forms.json holds only real keys. */
const TEST_MESSAGES = {
  formsTest: {
    en: {
      save: 'Save',
      name: { label: 'Full name', required: 'Enter your name.' },
      email: { label: 'Email', required: 'Enter your email.', invalid: 'Enter a valid email.' },
      code: { label: 'Code', required: 'Enter the code.', digits: 'Use digits only.', length: 'Enter 4 digits.' },
      nickname: { label: 'Nickname' },
      country: { label: 'Country' },
      secret: { label: 'Password' },
      form: { refused: 'These details do not go together.' },
    },
    es: { save: 'Guardar' },
  },
};

// The schema lists code first; the page shows name, email, code: focus must follow the page.
const schema = v.object({
  code: v.pipe(
    v.string(),
    v.nonEmpty('formsTest:code.required'),
    v.digits('formsTest:code.digits'),
    v.length(4, 'formsTest:code.length'),
  ),
  email: v.pipe(v.string(), v.nonEmpty('formsTest:email.required'), v.email('formsTest:email.invalid')),
  name: v.pipe(v.string(), v.nonEmpty('formsTest:name.required')),
  nickname: v.pipe(v.string(), v.maxLength(40)),
  country: v.picklist(['US', 'CA']),
});
type Input = v.InferInput<typeof schema>;
type Output = v.InferOutput<typeof schema>;

const EMPTY: Input = { code: '', email: '', name: '', nickname: '', country: 'US' };
const VALID: Input = { code: '1234', email: 'ana@bank.example', name: 'Ana', nickname: '', country: 'US' };
const digitsWhileTyping = v.pipe(v.string(), v.digits('formsTest:code.digits'));

interface TestFormProps {
  onValid: (data: Output) => void;
  defaults?: Input;
  keyUp?: KeyUpCheck;
  onForm?: (form: PortalForm<Input, Output>) => void;
}

function TestForm({ onValid, defaults = EMPTY, keyUp = digitsWhileTyping, onForm }: TestFormProps) {
  const form = usePortalForm(schema, { defaultValues: defaults, keyUp: { code: keyUp }, presetFields: ['country'] });
  useEffect(() => {
    onForm?.(form);
  });
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormSummary form={form} />
      <Field form={form} name="name" label="formsTest:name.label" />
      <Field form={form} name="email" label="formsTest:email.label" type="email" />
      <Field form={form} name="code" label="formsTest:code.label" inputMode="numeric" maxLength={4} />
      <Field form={form} name="nickname" label="formsTest:nickname.label" maxLength={40} showRemaining />
      <label htmlFor="country">Country</label>
      <select id="country" {...form.register('country')}>
        <option value="US">United States</option>
        <option value="CA">Canada</option>
      </select>
      <button type="submit" disabled={form.submitDisabled}>
        Save
      </button>
    </form>
  );
}

function renderForm(props: Partial<TestFormProps> = {}) {
  const onValid = vi.fn<(data: Output) => void>();
  let latest: PortalForm<Input, Output> | undefined;
  renderInPortal(
    <TestForm
      onValid={onValid}
      onForm={(f) => {
        latest = f;
      }}
      {...props}
    />,
    'forms',
  );
  const form = () => {
    if (!latest) throw new Error('the form has not rendered');
    return latest;
  };
  return { user: setupUser(), onValid, form };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const summary = () => screen.getByRole('alert');
const invalidFields = () =>
  screen.queryAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid') === 'true');

let scrollTo: ReturnType<typeof vi.fn>;

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query })),
  );
}

beforeAll(async () => {
  await setUpPortal({ messages: TEST_MESSAGES });
});

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  stubReducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('§5 Form behaviour: a failed submit', () => {
  it('shows the generic message in an alert and focuses the first invalid field in the page, scrolled 300 px from the top', async () => {
    const { user, onValid } = renderForm();
    await user.type(field('Full name'), 'Ana');
    await user.type(field('Email'), 'not-an-email');
    vi.spyOn(field('Email'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 900, 300, 40));
    await user.click(save());
    await waitFor(() =>
      expect(summary().textContent).toBe('The form has errors. Please correct the fields marked below.'),
    );
    expect(document.activeElement).toBe(field('Email'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 600, behavior: 'smooth' });
    expect(invalidFields()).toEqual([field('Email'), field('Code')]);
    expect(onValid).not.toHaveBeenCalled();
  });

  it("follows the page's order, not the schema's: code is first in the schema, name first on the page", async () => {
    const { user } = renderForm();
    await user.click(save());
    await waitFor(() => expect(document.activeElement).toBe(field('Full name')));
    expect(summary().textContent).toBe('The form has errors. Please correct the fields marked below.');
  });

  it('scrolls without motion for a reader who asked for reduced motion', async () => {
    stubReducedMotion(true);
    const { user } = renderForm();
    vi.spyOn(field('Full name'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 1000, 300, 40));
    await user.click(save());
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 700, behavior: 'instant' }));
  });

  it('announces the message again on the next failed submit (a new paragraph in the alert)', async () => {
    const { user } = renderForm();
    await user.click(save());
    await waitFor(() => expect(summary().textContent).not.toBe(''));
    const first = summary().firstElementChild;
    await user.click(save());
    await waitFor(() => expect(summary().firstElementChild).not.toBe(first));
    expect(summary().textContent).toBe('The form has errors. Please correct the fields marked below.');
  });

  it('takes the message away once every field is corrected', async () => {
    const { user } = renderForm();
    await user.click(save());
    await waitFor(() => expect(summary().textContent).not.toBe(''));
    await user.type(field('Full name'), 'Ana');
    await user.type(field('Email'), 'ana@bank.example');
    await user.type(field('Code'), '1234');
    await waitFor(() => expect(invalidFields()).toEqual([]));
    expect(summary().textContent).toBe('');
  });

  it('sends the schema output when everything is valid, with no message', async () => {
    const { user, onValid } = renderForm({ defaults: VALID });
    await user.click(save());
    await waitFor(() => expect(onValid).toHaveBeenCalledWith(VALID, expect.anything()));
    expect(summary().textContent).toBe('');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reset clears the message, and forgets that the person had typed', async () => {
    const { user, form } = renderForm();
    await user.type(field('Full name'), 'A');
    await user.clear(field('Full name'));
    await user.click(save());
    await waitFor(() => expect(summary().textContent).toBe('Please fill in the form.'));
    form().reset(EMPTY);
    await waitFor(() => expect(summary().textContent).toBe(''));
    expect(invalidFields()).toEqual([]);
    await user.click(save());
    await waitFor(() =>
      expect(summary().textContent).toBe('The form has errors. Please correct the fields marked below.'),
    );
  });
});

describe('§5 Form behaviour: an empty dirty form', () => {
  it('shows the unfilled-form message, marks the fields the schema refuses (the message alone says not where), and focuses the first', async () => {
    const { user, onValid } = renderForm();
    await user.type(field('Email'), 'a');
    await user.clear(field('Email'));
    await user.click(save());
    await waitFor(() => expect(summary().textContent).toBe('Please fill in the form.'));
    expect(invalidFields()).toEqual([field('Full name'), field('Email'), field('Code')]);
    expect(document.activeElement).toBe(field('Full name'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('goes once the person starts filling the form, and field errors show again as usual', async () => {
    const { user } = renderForm();
    await user.type(field('Email'), 'a');
    await user.clear(field('Email'));
    await user.click(save());
    await waitFor(() => expect(summary().textContent).toBe('Please fill in the form.'));
    await user.type(field('Full name'), 'A');
    expect(summary().textContent).toBe('');
    await waitFor(() => expect(invalidFields()).toEqual([field('Email'), field('Code')]));
  });

  it('only visiting fields is not filling them in: the field errors show', async () => {
    const { user } = renderForm();
    await user.click(field('Email'));
    await user.click(field('Full name'));
    await user.click(save());
    await waitFor(() =>
      expect(summary().textContent).toBe('The form has errors. Please correct the fields marked below.'),
    );
  });

  it('§3 Address: a preset select (country US) does not count as filling the form', async () => {
    const { user } = renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CA');
    await user.click(save());
    await waitFor(() => expect(summary().textContent).toBe('Please fill in the form.'));
  });

  it('an untouched empty form gets the field errors instead: the person has not started', async () => {
    const { user } = renderForm();
    await user.click(save());
    await waitFor(() =>
      expect(summary().textContent).toBe('The form has errors. Please correct the fields marked below.'),
    );
    expect(invalidFields().length).toBeGreaterThan(0);
  });

  it('a form with one field filled gets the field errors', async () => {
    const { user } = renderForm();
    await user.type(field('Nickname'), 'Travel');
    await user.click(save());
    await waitFor(() =>
      expect(summary().textContent).toBe('The form has errors. Please correct the fields marked below.'),
    );
  });
});

describe('§5 Form behaviour: submit is disabled while a key-up-validated field is invalid', () => {
  it('is disabled as soon as the code holds a letter, says why at once, and is enabled when fixed', async () => {
    const { user } = renderForm();
    expect(save().disabled).toBe(false);
    await user.type(field('Code'), '1a');
    expect(save().disabled).toBe(true);
    expect(field('Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use digits only.')).toBeTruthy();
    await user.clear(field('Code'));
    await user.type(field('Code'), '12');
    expect(save().disabled).toBe(false);
    expect(screen.queryByText('Use digits only.')).toBeNull();
  });

  it('an emptied key-up field does not hold the button: "required" is for the submit to say', async () => {
    const { user } = renderForm();
    await user.type(field('Code'), 'a');
    await user.clear(field('Code'));
    expect(save().disabled).toBe(false);
  });

  it('takes a domain rule returning a Verdict as the check', async () => {
    const noZero = (value: string): Verdict => (value.includes('0') ? 'formsTest:code.digits' : null);
    const { user } = renderForm({ keyUp: noZero });
    await user.type(field('Code'), '10');
    expect(save().disabled).toBe(true);
    await user.type(field('Code'), '{Backspace}1');
    expect(save().disabled).toBe(false);
  });

  it('a submit that still arrives (Enter, a script) does nothing while the check fails', async () => {
    const { user, onValid } = renderForm();
    await user.type(field('Code'), 'a');
    fireEvent.submit(save().form as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onValid).not.toHaveBeenCalled();
    expect(summary().textContent).toBe('');
  });
});

describe('§5 Form behaviour: max length is enforced from the input attribute', () => {
  const long = 'Travel card for the family holidays in the mountains';

  it('a paste is cut to maxLength and the counter reaches 0', async () => {
    const { user } = renderForm();
    await user.click(field('Nickname'));
    await user.paste(long);
    expect(field('Nickname').value).toBe(long.slice(0, 40));
    expect(screen.getByText('Characters remaining: 0')).toBeTruthy();
  });

  it('a paste that a keyboard lets past the attribute (Android during composition) is cut too', async () => {
    const { user, onValid } = renderForm({ defaults: VALID });
    fireEvent.input(field('Nickname'), { target: { value: long } });
    expect(field('Nickname').value).toBe(long.slice(0, 40));
    await user.click(save());
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ ...VALID, nickname: long.slice(0, 40) }, expect.anything()),
    );
  });

  it('setValue is cut to the attribute', async () => {
    const { form } = renderForm();
    form().setValue('nickname', long);
    await waitFor(() => expect(field('Nickname').value).toBe(long.slice(0, 40)));
    expect(form().getValues('nickname')).toBe(long.slice(0, 40));
  });

  it('a value set around the wrappers (default values) still reaches the schema cut', async () => {
    const { user, onValid } = renderForm({ defaults: { ...VALID, nickname: long } });
    await user.click(save());
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ ...VALID, nickname: long.slice(0, 40) }, expect.anything()),
    );
  });
});

describe('§5 Form behaviour: script and iframe tags are stripped from text', () => {
  it('a paste of markup is stripped in the field, and what is sent is the stripped text', async () => {
    const { user, onValid } = renderForm({ defaults: VALID });
    await user.clear(field('Full name'));
    await user.click(field('Full name'));
    await user.paste('Ana<script>alert(1)</script> Lima<iframe src="https://evil.example"></iframe>');
    expect(field('Full name').value).toBe('Ana Lima');
    await user.click(save());
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ ...VALID, name: 'Ana Lima' }, expect.anything()));
  });

  it('setValue with markup is stripped', async () => {
    const { form } = renderForm();
    form().setValue('name', '<SCRIPT>x</SCRIPT>Ana');
    await waitFor(() => expect(field('Full name').value).toBe('Ana'));
  });

  it('markup in default values never reaches the schema', async () => {
    const { user, onValid } = renderForm({ defaults: { ...VALID, name: 'Ana<iframe>' } });
    await user.click(save());
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ ...VALID, name: 'Ana' }, expect.anything()));
  });
});
