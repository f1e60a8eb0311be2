#!/usr/bin/env node
import { commandLine } from './index.js';

await commandLine();
