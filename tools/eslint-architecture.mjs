// Local ESLint rules for the boundaries of docs/architecture.md that plain import patterns cannot express,
// because they depend on where the importing file lives.
import path from 'node:path';

/** Returns [area, name] for a file inside `<root>/<area>/<name>/...`, e.g. ['features', 'catalogue']. */
function boundaryOf(file, area) {
  const parts = file.split(path.sep);
  const index = parts.lastIndexOf(area);
  return index >= 0 && index + 1 < parts.length - 1 ? parts[index + 1] : null;
}

function ruleFor(area, allowed, message) {
  return {
    meta: { type: 'problem', schema: [], messages: { crossing: message } },
    create(context) {
      const file = context.filename;
      const own = boundaryOf(file, area);
      if (!own) return {};
      return {
        ImportDeclaration(node) {
          const source = node.source.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), source);
          const other = boundaryOf(target + path.sep + 'x', area);
          if (other && other !== own && !allowed(target, other)) {
            context.report({ node, messageId: 'crossing', data: { own, other } });
          }
        },
      };
    },
  };
}

/** The module a path inside `.../modules/<name>/...` belongs to, and whether the path names its door. */
function moduleOf(target) {
  const parts = target.split(path.sep);
  const index = parts.lastIndexOf('modules');
  if (index < 0 || index + 1 >= parts.length) return null;
  const inside = parts.slice(index + 2);
  return {
    name: parts[index + 1],
    door: inside.length === 0 || /^index(\.[cm]?[jt]s)?$/.test(inside.join('/')),
  };
}

const moduleDoorsRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      internals:
        'Module "{{own}}" imports "{{source}}" from behind the door of module "{{other}}": import from ' +
        'modules/{{other}} (its index.ts), which names what other modules may use; add it there if it is missing.',
      ownDoor:
        'Module "{{own}}" imports its own door (index.ts): import the file itself, so the module never loops ' +
        'through its door.',
      exportAll: "A module's door names what it exports: no `export *`.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = moduleOf(path.dirname(file));
    if (!own) return {};
    const isDoor = moduleOf(file).door;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (target.name !== own.name && !target.door) {
        context.report({ node, messageId: 'internals', data: { own: own.name, other: target.name, source } });
      } else if (target.name === own.name && target.door) {
        context.report({ node, messageId: 'ownDoor', data: { own: own.name } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ImportExpression: check,
      ExportAllDeclaration(node) {
        if (isDoor) context.report({ node, messageId: 'exportAll' });
        check(node);
      },
    };
  },
};

export default {
  rules: {
    // Bulletproof-react: a feature never imports another feature; share through components/ or lib/.
    'no-cross-feature-imports': ruleFor(
      'features',
      () => false,
      'Feature "{{own}}" imports feature "{{other}}": share through widgets/, components/ or lib/ instead.',
    ),
    // A widget is shared by several features and stands on its own: it never imports another widget.
    'no-cross-widget-imports': ruleFor(
      'widgets',
      () => false,
      'Widget "{{own}}" imports widget "{{other}}": move what both need to lib/ or components/.',
    ),
    // A module uses another only through its door (modules/<name>/index.ts), never what lies behind it.
    'no-foreign-module-internals': moduleDoorsRule,
  },
};
