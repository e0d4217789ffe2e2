import { describe, expect, it } from 'vitest';
import { hostnameOf, issuerIdForHost, type IssuerHosts } from './issuer-host';

const HOSTS: IssuerHosts = {
  ids: new Set(['acme', 'northwind', 'contoso', 'fabrikam', 'tailspin']),
  hostMap: new Map([
    ['cards.northwind.example', 'northwind'],
    ['portal.acmebank.example', 'acme'],
  ]),
  defaultId: 'acme',
};

describe('hostnameOf', () => {
  it.each([
    ['acme.localhost:3000', 'acme.localhost'],
    ['ACME.Localhost', 'acme.localhost'],
    [' portal.acmebank.example ', 'portal.acmebank.example'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['', ''],
    [undefined, ''],
  ])('%s -> %s', (header, hostname) => {
    expect(hostnameOf(header)).toBe(hostname);
  });
});

describe('issuerIdForHost (ARCHITECTURE §2.1)', () => {
  it.each([
    ['acme.localhost:3000', 'acme'],
    ['tailspin.localhost:3000', 'tailspin'],
    ['northwind.localhost', 'northwind'],
    ['Contoso.LocalHost:3000', 'contoso'],
    ['localhost', 'acme'],
    ['localhost:3000', 'acme'],
    ['unknown.localhost:3000', 'acme'],
    ['evil.acme.localhost:3000', 'acme'],
    ['cards.northwind.example', 'northwind'],
    ['CARDS.northwind.example:443', 'northwind'],
    ['somewhere.example', 'acme'],
    [undefined, 'acme'],
  ])('%s -> %s', (host, id) => {
    expect(issuerIdForHost(host, HOSTS)).toBe(id);
  });

  it('a configured host wins over the <id>.localhost rule', () => {
    const hosts: IssuerHosts = { ...HOSTS, hostMap: new Map([['tailspin.localhost', 'northwind']]) };
    expect(issuerIdForHost('tailspin.localhost:3000', hosts)).toBe('northwind');
  });

  it('uses the configured default', () => {
    expect(issuerIdForHost('localhost', { ...HOSTS, defaultId: 'contoso' })).toBe('contoso');
  });
});
