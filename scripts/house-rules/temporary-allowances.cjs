// Lets through exactly the imports listed in temporarily-allowed.cjs, and nothing else, for the rules of
// .dependency-cruiser.cjs.
const { temporarilyAllowed } = require('./temporarily-allowed.cjs');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (file) => `^${escapeRegExp(file)}$`;
const asList = (value) => (value === undefined ? [] : [value].flat());
const matches = ({ path, pathNot }, file) =>
  new RegExp(path).test(file) && !asList(pathNot).some((pattern) => new RegExp(pattern).test(file));

/**
 * Rewrites the rules so that each allowed import passes and nothing else does: an importing file with allowances
 * leaves its rule and gets a copy of it that also lets through exactly the imports allowed to it.
 */
function withTemporaryAllowances(rules) {
  // `HOUSE_RULES_STRICT=1 npm run house-rules` shows every violation, the allowed ones too.
  if (process.env.HOUSE_RULES_STRICT) return rules;
  return rules.flatMap((rule) => {
    const allowedByFile = temporarilyAllowed[rule.name] ?? {};
    const files = Object.keys(allowedByFile).filter((file) => matches(rule.from, file));
    if (files.length === 0) return [rule];
    const rest = {
      ...rule,
      from: { ...rule.from, pathNot: [...asList(rule.from.pathNot), ...files.map(exactly)] },
    };
    const perFile = files.map((file) => {
      // The rule's `$1` (the importing file's own feature or module) is spelt out for this one file.
      const group = file.match(new RegExp(rule.from.path))[1] ?? '';
      const fill = (pattern) => pattern.replaceAll('$1', group);
      return {
        ...rule,
        from: { path: exactly(file) },
        to: {
          ...rule.to,
          path: fill(rule.to.path),
          pathNot: [...asList(rule.to.pathNot).map(fill), ...allowedByFile[file].map(exactly)],
        },
      };
    });
    return [rest, ...perFile];
  });
}

module.exports = { withTemporaryAllowances };
