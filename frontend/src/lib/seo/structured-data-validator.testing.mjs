// Runs Adobe's structured-data validator on a page's HTML, for structured-data.unit.spec.ts: the validator
// and its extractor are ES modules, which jest's CommonJS runtime cannot load, so the spec runs this file
// with Node. Standard input: { html, vocabulary } (a schema.org graph); standard output: { jsonld, issues }.
import { readFileSync } from 'node:fs';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

const { html, vocabulary } = JSON.parse(readFileSync(0, 'utf8'));
const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
// The validator removes each item's @location as it goes: keep a copy of what was extracted.
const jsonld = JSON.parse(JSON.stringify(extracted.jsonld));
const issues = await new Validator(vocabulary).validate(extracted);
process.stdout.write(JSON.stringify({ jsonld, issues }));
