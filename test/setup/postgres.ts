import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export function adminUrl(serverUrl: string): string {
  return databaseUrl(serverUrl, 'postgres');
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const templateName = () => `studio_tpl_${randomBytes(4).toString('hex')}`;
export const throwawayName = () => `studio_test_${randomBytes(6).toString('hex')}`;

export async function createFromTemplate(serverUrl: string, template: string): Promise<string> {
  const name = throwawayName();
  const admin = postgres(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return name;
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
