import { describe, expect, it } from 'vitest';
import { createCardControl, getCardControl, getCardStatus, updateCardControl } from './card-controls';
import { BASE, configureTestApi, describeCalls, stubTransport, type CallCase } from './test-kit';

const CARD = `${BASE}users/U%201/paymentInstruments/PG%2F1`;

const CASES: CallCase[] = [
  {
    name: '§7 card status: getCardStatus GETs …/status and reads desc',
    run: () => getCardStatus('U 1', 'PG/1'),
    method: 'get',
    url: `${CARD}/status`,
    answer: { data: { desc: 'Suspended' } },
    result: { desc: 'Suspended' },
    invalid: { status: 'Suspended' },
  },
  {
    name: '§7 virtual card control: getCardControl GETs …/vctc',
    run: () => getCardControl('U 1', 'PG/1'),
    method: 'get',
    url: `${CARD}/vctc`,
    answer: { data: { documentId: 'DOC-1', globalControl: { isControlEnabled: true } } },
    result: { isControlEnabled: true, documentId: 'DOC-1' },
    invalid: { globalControl: { isControlEnabled: 'yes' } },
  },
  {
    name: '§7 virtual card control: createCardControl POSTs isControlEnabled; documentId from the response header',
    run: () => createCardControl('U 1', 'PG/1', { isControlEnabled: true }),
    method: 'post',
    url: `${CARD}/vctc`,
    body: { json: { isControlEnabled: true } },
    answer: { status: 201, data: '', headers: { documentId: 'DOC-2' } },
    result: { isControlEnabled: true, documentId: 'DOC-2' },
    invalid: { isControlEnabled: 1 },
  },
  {
    name: '§7 virtual card control: updateCardControl PUTs documentId and globalControl.isControlEnabled',
    run: () => updateCardControl('U 1', 'PG/1', { documentId: 'DOC-1', globalControl: { isControlEnabled: false } }),
    method: 'put',
    url: `${CARD}/vctc`,
    body: { json: { documentId: 'DOC-1', globalControl: { isControlEnabled: false } } },
    answer: { data: { documentId: 'DOC-1', isControlEnabled: false } },
    result: { isControlEnabled: false, documentId: 'DOC-1' },
    invalid: { documentId: 7 },
  },
];

describeCalls('§7 Cards (portal): status and virtual card control', CASES);

describe('§3 Virtual card control answers', () => {
  it.each<
    [
      string,
      { data?: unknown; headers?: Record<string, string> },
      { isControlEnabled: boolean; documentId: string | null },
    ]
  >([
    ['no control yet (empty answer)', { data: '' }, { isControlEnabled: false, documentId: null }],
    [
      'the flag at the top level',
      { data: { isControlEnabled: true, documentId: 'DOC-1' } },
      { isControlEnabled: true, documentId: 'DOC-1' },
    ],
    [
      'globalControl over the top-level flag',
      { data: { isControlEnabled: false, globalControl: { isControlEnabled: true } } },
      { isControlEnabled: true, documentId: null },
    ],
    [
      'the header over the body for documentId',
      { data: { documentId: 'BODY' }, headers: { DocumentId: 'HEADER' } },
      { isControlEnabled: false, documentId: 'HEADER' },
    ],
    ['an empty documentId as none', { data: { documentId: '' } }, { isControlEnabled: false, documentId: null }],
  ])('§3 getCardControl reads %s', async (_what, answer, control) => {
    const { instance } = configureTestApi();
    stubTransport(instance, answer);
    await expect(getCardControl('U', 'P')).resolves.toEqual(control);
  });

  it('§3 a create answered with nothing keeps the flag it sent', async () => {
    const { instance } = configureTestApi();
    stubTransport(instance, { status: 201 });
    await expect(createCardControl('U', 'P', { isControlEnabled: true })).resolves.toEqual({
      isControlEnabled: true,
      documentId: null,
    });
  });

  it('§3 an update answered with nothing keeps its flag and documentId', async () => {
    const { instance } = configureTestApi();
    stubTransport(instance, { status: 200, data: '' });
    await expect(
      updateCardControl('U', 'P', { documentId: 'DOC-1', globalControl: { isControlEnabled: true } }),
    ).resolves.toEqual({ isControlEnabled: true, documentId: 'DOC-1' });
  });

  it('§4 a 404 (DPS_4001: no control yet) reaches the caller as an ApiError with its code, for the domain to judge', async () => {
    const { instance } = configureTestApi();
    stubTransport(instance, { status: 404, data: { responseStatus: { code: 'DPS_4001', status: 404 } } });
    await expect(getCardControl('U', 'P')).rejects.toMatchObject({ name: 'ApiError', code: 'DPS_4001', status: 404 });
  });
});
