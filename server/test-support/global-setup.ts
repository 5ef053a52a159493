/** Vitest global setup of the server project: the run's database templates (./db-template.ts). */
import type { TestProject } from 'vitest/node';
import { buildTemplates, removeTemplates } from './db-template';

export default async function setup(project: TestProject) {
  const templates = await buildTemplates(process.env.TEST_DATABASE_URL);
  project.provide('dbTemplates', templates);
  return () => removeTemplates(templates);
}
