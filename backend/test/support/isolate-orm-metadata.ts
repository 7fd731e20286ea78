// MikroORM keeps entity metadata in a process-wide store. Jest runs test files in fresh module registries
// inside one worker process, so each file starts with an empty store instead of entities of the last file.
for (const key of Object.keys(globalThis)) {
  if (key.startsWith('mikro-orm-')) delete (globalThis as Record<string, unknown>)[key];
}
