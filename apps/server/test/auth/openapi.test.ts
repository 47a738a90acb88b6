import { describe, expect, it } from 'vitest';
import { createTestApp } from '../app.ts';

const { app } = await createTestApp();

describe('OpenAPI for the account calls', () => {
  it('documents every path of 000 §7.2 with tags, summaries and bearer security where needed', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    const calls: [string, string, boolean][] = [
      ['post', '/api/customer-users/register', false],
      ['post', '/api/customer-users/login', false],
      ['post', '/api/customer-users/logout', false],
      ['get', '/api/customer-users/me', true],
      ['get', '/api/customer-users/me/total-spend', true],
      ['post', '/api/customer-users/forgotpassword', false],
      ['post', '/api/customer-users/resetpassword', false],
      ['get', '/api/auth/verify-email', false],
      ['post', '/api/auth/refresh-token', false],
      ['post', '/api/users/customer/guest', false],
      ['post', '/api/users/customer/request-verification', false],
      ['post', '/api/users/customer/phone-register', false],
      ['post', '/api/users/customer/sociallogin', false],
      ['get', '/api/auth/google', false],
      ['get', '/api/auth/apple', false],
      ['put', '/api/users/updatedetails', true],
      ['post', '/api/users/avatar', true],
      ['put', '/api/users/allergens', true],
      ['post', '/api/users/email-change-code', true],
    ];
    for (const [method, path, secured] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags.length).toBeGreaterThan(0);
      expect(operation.summary).toEqual(expect.any(String));
      expect(Boolean(operation.security), `${path} security`).toBe(secured);
    }
    const login = doc.paths['/api/customer-users/login'].post;
    const user =
      login.responses['200'].content['application/json'].schema.properties.data.properties.user;
    expect(Object.keys(user.properties)).toEqual(
      expect.arrayContaining(['id', '_id', 'inviteCode', 'loyaltyPoints']),
    );
    expect(Object.keys(user.properties)).not.toContain('passwordHash');
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('is not served with API_DOCS=false (the production default, issue 28)', async () => {
    const shut = await createTestApp({ API_DOCS: 'false' });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await shut.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('openapi');
    }
    expect((await shut.app.inject('/api/health')).statusCode).toBe(200);
  });
});
