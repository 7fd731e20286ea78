// Local ESLint rules for the boundaries of ARCHITECTURE.md that plain import patterns cannot express,
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
    // A module reads another module's data through its queries or events, never its tables or commands.
    'no-foreign-module-internals': ruleFor(
      'modules',
      (target) => /[\\/](domain|queries)[\\/]/.test(target + path.sep),
      'Module "{{own}}" reaches into module "{{other}}": use its queries or events (domain/), not its tables.',
    ),
  },
};
