// The offline page's one script (decision 054): the member's chats as the installed app last
// saw them (apps/web/src/lib/offline-chats.ts writes the cache), by name and by a picture the
// member may keep, which is never an original. Nothing here is sent anywhere.
(async () => {
  const CACHE = 'offline-chats';
  const KEY = '/offline/chats.json';
  const headings = {
    en: 'Your chats on this device',
    az: 'Bu cihazdakı söhbətlərin',
    ru: 'Ваши чаты на этом устройстве',
  };
  if (typeof caches === 'undefined' || !(await caches.has(CACHE))) return;
  const cache = await caches.open(CACHE);
  const saved = await cache.match(KEY);
  if (!saved) return;
  const { language, chats } = await saved.json();
  if (!Array.isArray(chats) || chats.length === 0) return;

  const section = document.getElementById('saved-chats');
  const lang = Object.hasOwn(headings, language) ? language : 'en';
  section.lang = lang;
  section.querySelector('h2').textContent = headings[lang];
  const list = section.querySelector('ul');
  for (const chat of chats) {
    if (typeof chat?.name !== 'string') continue;
    const item = document.createElement('li');
    const picture = chat.photoUrl ? await cache.match(chat.photoUrl) : undefined;
    if (picture) {
      const image = document.createElement('img');
      image.src = URL.createObjectURL(await picture.blob());
      image.alt = chat.name;
      image.width = 40;
      image.height = 40;
      item.append(image);
    } else {
      const initial = document.createElement('span');
      initial.className = 'initial';
      initial.setAttribute('aria-hidden', 'true');
      initial.textContent = chat.name.slice(0, 1);
      item.append(initial);
    }
    const name = document.createElement('span');
    name.textContent = chat.name;
    item.append(name);
    list.append(item);
  }
  section.hidden = false;
})();
