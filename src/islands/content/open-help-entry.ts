/*
 * `/help#<tag>` opens that entry and brings it into view, also when the hash changes while the
 * page is open (a link from another entry). Browsers that open details for a fragment by
 * themselves have already done so; this covers the others.
 */
const openEntry = () => {
  const tag = decodeURIComponent(location.hash.slice(1));
  const body = tag ? document.getElementById(tag) : null;
  const entry = body?.closest('details');
  if (!body || !entry) return;
  entry.open = true;
  body.scrollIntoView({ block: 'start' });
};

openEntry();
addEventListener('hashchange', openEntry);
