import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal, setupUser } from '../../testing';
import { changeLocale, i18n } from '@portal/client/i18n';
import { Field, FieldError } from './field';
import { FormSummary } from './form-summary';
import { usePortalForm } from './use-portal-form';

const TEST_MESSAGES = {
  formsTest: {
    en: {
      save: 'Save',
      nickname: { label: 'Nickname', hint: 'Letters, digits and spaces.', tooLong: 'Use 40 characters or fewer.' },
      name: { label: 'Full name', required: 'Enter your name.' },
      email: { label: 'Email' },
      secret: { label: 'Password' },
      pair: { refused: 'These details do not go together.' },
    },
    es: {
      save: 'Guardar',
      nickname: { label: 'Apodo', hint: 'Letras, dígitos y espacios.', tooLong: 'Use 40 caracteres o menos.' },
      name: { label: 'Nombre completo', required: 'Escriba su nombre.' },
      email: { label: 'Correo electrónico' },
      secret: { label: 'Contraseña' },
      pair: { refused: 'Estos datos no concuerdan.' },
    },
  },
};

const profile = v.object({
  name: v.pipe(v.string(), v.nonEmpty('formsTest:name.required')),
  nickname: v.pipe(v.string(), v.maxLength(40, 'formsTest:nickname.tooLong')),
  // valibot's own English message, not a key: the field must not show it.
  email: v.pipe(v.string(), v.email()),
});

function ProfileForm({
  onValid = () => undefined,
  onFocus,
  onBlur,
}: {
  onValid?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}) {
  const form = usePortalForm(profile, { defaultValues: { name: '', nickname: '', email: '' } });
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormSummary form={form} />
      <Field
        form={form}
        name="name"
        label="formsTest:name.label"
        required
        autoComplete="name"
        onFocus={onFocus}
        onBlur={onBlur}
      />
      <Field
        form={form}
        name="nickname"
        label="formsTest:nickname.label"
        hint="formsTest:nickname.hint"
        maxLength={40}
        showRemaining
      />
      <Field form={form} name="email" label="formsTest:email.label" type="email" inputMode="email" readOnly={false} />
      <button type="submit">Save</button>
    </form>
  );
}

/** The text of every element an input's aria-describedby points at, in order. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`).join(' | ');
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const save = () => screen.getByRole('button', { name: /Save|Guardar/ });

beforeAll(async () => {
  await setUpPortal({ messages: TEST_MESSAGES });
});

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Field (CONVENTIONS 12: labels tied to inputs, errors announced)', () => {
  it('ties its label to the input, so the input is found by its accessible name', () => {
    renderInPortal(<ProfileForm />);
    expect(textbox('Full name').getAttribute('autocomplete')).toBe('name');
    expect(textbox('Full name').getAttribute('aria-required')).toBe('true');
    expect(textbox('Email').getAttribute('aria-required')).toBeNull();
    expect(textbox('Email').getAttribute('inputmode')).toBe('email');
  });

  it('an error is announced (polite live region), marks the input invalid and is its description', async () => {
    const user = setupUser();
    renderInPortal(<ProfileForm />);
    const name = textbox('Full name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
    // Typed in and emptied, then left: a field only passed through says nothing (use-portal-form.ts).
    await user.type(name, 'A');
    await user.clear(name);
    await user.tab();
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toBe('Error: Enter your name.');
    const errorId = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.getAttribute('aria-live')).toBe('polite');
  });

  it('the live region is in the page before any error, so the first message is read', () => {
    renderInPortal(<ProfileForm />);
    const regions = document.querySelectorAll('[aria-live="polite"]');
    expect(regions).toHaveLength(3);
    for (const region of regions) expect(region.textContent).toBe('');
  });

  it('clears the error and its description once the value is corrected', async () => {
    const user = setupUser();
    renderInPortal(<ProfileForm />);
    await user.type(textbox('Full name'), 'A');
    await user.clear(textbox('Full name'));
    await user.tab();
    await waitFor(() => expect(textbox('Full name').getAttribute('aria-invalid')).toBe('true'));
    await user.type(textbox('Full name'), 'Ana');
    await waitFor(() => expect(textbox('Full name').getAttribute('aria-invalid')).toBeNull());
    expect(textbox('Full name').getAttribute('aria-describedby')).toBeNull();
  });

  it('§5 Card nickname: the hint and the remaining-characters counter describe the input, and the counter follows typing', async () => {
    const user = setupUser();
    renderInPortal(<ProfileForm />);
    const nickname = textbox('Nickname');
    expect(nickname.maxLength).toBe(40);
    expect(description(nickname)).toBe('Letters, digits and spaces. | Characters remaining: 40');
    await user.type(nickname, 'Travel');
    expect(description(nickname)).toBe('Letters, digits and spaces. | Characters remaining: 34');
  });

  it("a schema message that is not a key shows the generic 'Check this field.', never valibot's English", async () => {
    const user = setupUser();
    renderInPortal(<ProfileForm />);
    await user.type(textbox('Email'), 'not-an-email');
    await user.tab();
    await waitFor(() => expect(description(textbox('Email'))).toBe('Error: Check this field.'));
  });

  it("still calls the screen's focus and blur handlers (§2: the card art turns while the security code has focus)", async () => {
    const user = setupUser();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    renderInPortal(<ProfileForm onFocus={onFocus} onBlur={onBlur} />);
    await user.click(textbox('Full name'));
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.keyboard('A{Backspace}');
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    // The blur still reaches react-hook-form: the field, changed, is validated on leaving it.
    await waitFor(() => expect(textbox('Full name').getAttribute('aria-invalid')).toBe('true'));
  });

  it("a field left for a press on its form's submit button is not checked on leaving: its message would push the button from under the pointer; the submit checks it", async () => {
    const user = setupUser();
    renderInPortal(<ProfileForm />);
    await user.type(textbox('Email'), 'not-an-email');
    // The press, then the blur it causes, as a browser orders them.
    fireEvent.pointerDown(save());
    fireEvent.blur(textbox('Email'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(textbox('Email').getAttribute('aria-invalid')).not.toBe('true');
    await user.click(save());
    await waitFor(() => expect(description(textbox('Email'))).toBe('Error: Check this field.'));
  });

  it('speaks Spanish: label, hint, counter, error and summary', async () => {
    await changeLocale('es');
    const user = setupUser();
    renderInPortal(<ProfileForm />);
    expect(description(textbox('Apodo'))).toBe('Letras, dígitos y espacios. | Caracteres restantes: 40');
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'El formulario tiene errores. Corrija los campos marcados a continuación.',
      ),
    );
    expect(description(textbox('Nombre completo'))).toBe('Error: Escriba su nombre.');
  });
});

describe('FieldError', () => {
  it('is an empty live region while there is no error', () => {
    renderInPortal(<FieldError id="e1" error={undefined} />);
    const region = document.getElementById('e1');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toBe('');
  });

  it('translates the key and prefixes it for screen readers', () => {
    renderInPortal(<FieldError id="e2" error="formsTest:name.required" />);
    expect(document.getElementById('e2')?.textContent).toBe('Error: Enter your name.');
  });
});

const pair = v.pipe(
  v.object({ name: v.string(), secret: v.string() }),
  v.check((value) => value.name !== value.secret, 'formsTest:pair.refused'),
);

function PairForm({ onValid }: { onValid: (data: v.InferOutput<typeof pair>) => void }) {
  const form = usePortalForm(pair, { defaultValues: { name: '', secret: '' } });
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormSummary form={form} />
      <Field form={form} name="name" label="formsTest:name.label" />
      <Field form={form} name="secret" label="formsTest:secret.label" type="password" />
      <button type="submit">Save</button>
    </form>
  );
}

const optional = v.object({ nickname: v.pipe(v.string(), v.maxLength(40)) });

function OptionalForm({ onValid }: { onValid: (data: v.InferOutput<typeof optional>) => void }) {
  const form = usePortalForm(optional, { defaultValues: { nickname: '' } });
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <FormSummary form={form} />
      <Field form={form} name="nickname" label="formsTest:nickname.label" maxLength={40} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormSummary and the edges of a submit (§5 Form behaviour)', () => {
  it('is an empty alert region before any submit, so its message is announced when it arrives', () => {
    renderInPortal(<ProfileForm />);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('an error that belongs to no field (a check on the whole form) puts focus on the summary', async () => {
    const user = setupUser();
    const onValid = vi.fn();
    renderInPortal(<PairForm onValid={onValid} />);
    await user.type(textbox('Full name'), 'same');
    await user.type(screen.getByLabelText('Password'), 'same');
    await user.click(save());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(screen.getByRole('alert').textContent).toBe('The form has errors. Please correct the fields marked below.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('§5 stripping spares passwords: a secret is sent exactly as typed', async () => {
    const user = setupUser();
    const onValid = vi.fn();
    renderInPortal(<PairForm onValid={onValid} />);
    await user.type(textbox('Full name'), 'Ana');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('pa<script>ss');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('pa<script>ss');
    await user.click(save());
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ name: 'Ana', secret: 'pa<script>ss' }, expect.anything()),
    );
  });

  it('§5 an empty form the schema accepts is sent: "unfilled" is a kind of failed submit', async () => {
    const user = setupUser();
    const onValid = vi.fn();
    renderInPortal(<OptionalForm onValid={onValid} />);
    await user.type(textbox('Nickname'), 'x');
    await user.clear(textbox('Nickname'));
    await user.click(save());
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ nickname: '' }, expect.anything()));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('§5 an empty form the schema refuses only by a whole-form check is still unfilled', async () => {
    const user = setupUser();
    const onValid = vi.fn();
    renderInPortal(<PairForm onValid={onValid} />);
    await user.type(textbox('Full name'), 'x');
    await user.clear(textbox('Full name'));
    // Both empty, hence equal: the check refuses it, and the person has typed, so it is unfilled.
    await user.click(save());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please fill in the form.'));
    expect(onValid).not.toHaveBeenCalled();
  });
});
