/* global document, window, fetch, crypto, sessionStorage, localStorage, URL, AbortController, TextDecoder, setTimeout */
// The support page (docs/chat.md "The support page"): operators of the support role (or admins)
// sign in, see the brand's open conversations and answer them live. Plain script, no build: it
// only calls the /ops chat API with the operator's session token (kept in this tab only).
'use strict';
(function () {
  var TEXTS = {
    en: {
      title: 'Khela support', language: 'Language', signOut: 'Sign out', signInTitle: 'Sign in',
      signInHint: "Operators with the support role answer the brand's live chat here.", username: 'Username',
      password: 'Password', signIn: 'Sign in', openTitle: 'Open conversations', pickOne: 'Pick a conversation',
      memberTyping: 'The member is typing…', replyLabel: 'Your answer', send: 'Send', close: 'Close conversation',
      none: 'No open conversations.', live: 'Live: new messages appear by themselves.', reconnecting: 'Connection lost; reconnecting…',
      unread: 'unread', member: 'Member', image: 'Image the member sent', seen: 'Seen by the member', notSeen: 'Not seen yet',
      needsRole: 'This page needs an operator with the support or admin role.', failed: 'Something went wrong; try again.',
      closed: 'Conversation closed.', conversationWith: 'Conversation with {account}', confirmClose: 'Close this conversation?'
    },
    bn: {
      title: 'খেলা সাপোর্ট', language: 'ভাষা', signOut: 'সাইন আউট', signInTitle: 'সাইন ইন',
      signInHint: 'সাপোর্ট ভূমিকার অপারেটররা এখানে ব্র্যান্ডের লাইভ চ্যাটের উত্তর দেন।', username: 'ইউজারনেম',
      password: 'পাসওয়ার্ড', signIn: 'সাইন ইন', openTitle: 'খোলা কথোপকথন', pickOne: 'একটি কথোপকথন বেছে নিন',
      memberTyping: 'সদস্য লিখছেন…', replyLabel: 'আপনার উত্তর', send: 'পাঠান', close: 'কথোপকথন বন্ধ করুন',
      none: 'কোনো খোলা কথোপকথন নেই।', live: 'লাইভ: নতুন বার্তা নিজে থেকেই আসবে।', reconnecting: 'সংযোগ বিচ্ছিন্ন; আবার যুক্ত হচ্ছে…',
      unread: 'অপঠিত', member: 'সদস্য', image: 'সদস্যের পাঠানো ছবি', seen: 'সদস্য দেখেছেন', notSeen: 'এখনও দেখা হয়নি',
      needsRole: 'এই পাতার জন্য সাপোর্ট বা অ্যাডমিন ভূমিকার অপারেটর দরকার।', failed: 'কিছু ভুল হয়েছে; আবার চেষ্টা করুন।',
      closed: 'কথোপকথন বন্ধ হয়েছে।', conversationWith: '{account}-এর সঙ্গে কথোপকথন', confirmClose: 'এই কথোপকথন বন্ধ করবেন?'
    }
  };
  var TOKEN_KEY = 'khela.support.token';
  var LANGUAGE_KEY = 'khela.support.language';
  var language = localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'bn';
  var token = sessionStorage.getItem(TOKEN_KEY);
  var selected = null;
  var stream = null;
  var lastTyping = 0;
  var imageUrls = {};
  var $ = function (id) { return document.getElementById(id); };
  var t = function (key, params) {
    var text = TEXTS[language][key] || TEXTS.en[key] || key;
    Object.keys(params || {}).forEach(function (name) { text = text.replace('{' + name + '}', params[name]); });
    return text;
  };

  function applyTexts() {
    document.documentElement.lang = language;
    $('language').value = language;
    document.querySelectorAll('[data-text]').forEach(function (node) { node.textContent = t(node.getAttribute('data-text')); });
    if (selected) $('conversation-title').textContent = t('conversationWith', { account: selected.account });
  }

  function call(method, path, body) {
    var headers = { 'x-operator-token': token || '', language: language };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(path, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body) }).then(function (response) {
      return response.json().then(function (envelope) {
        if (!envelope.success) {
          var error = new Error(envelope.message || t('failed'));
          error.status = response.status;
          throw error;
        }
        return envelope.value;
      });
    });
  }

  function requestId() {
    return (crypto.randomUUID ? crypto.randomUUID() : String(Date.now()) + Math.random().toString(16).slice(2)).replace(/[^A-Za-z0-9_-]/g, '');
  }

  function show(signedIn) {
    $('sign-in').hidden = signedIn;
    $('desk').hidden = !signedIn;
    $('sign-out').hidden = !signedIn;
  }

  function signedOut(message) {
    token = null;
    sessionStorage.removeItem(TOKEN_KEY);
    if (stream) stream.abort();
    stream = null;
    selected = null;
    show(false);
    $('sign-in-error').textContent = message || '';
  }

  function failed(error) {
    if (error && error.status === 403) return signedOut(t('needsRole'));
    $('reply-error').textContent = (error && error.message) || t('failed');
  }

  function loadList() {
    return call('GET', '/ops/chat/conversations').then(function (value) {
      var list = $('conversations');
      list.textContent = '';
      if (value.conversations.length === 0) {
        var empty = document.createElement('li');
        empty.className = 'muted';
        empty.textContent = t('none');
        list.appendChild(empty);
      }
      value.conversations.forEach(function (conversation) {
        var item = document.createElement('li');
        var button = document.createElement('button');
        button.type = 'button';
        button.setAttribute('data-conversation', conversation.id);
        button.setAttribute('aria-current', selected && selected.id === conversation.id ? 'true' : 'false');
        var name = document.createElement('strong');
        name.textContent = conversation.account + ' ';
        if (conversation.unread > 0) {
          var badge = document.createElement('span');
          badge.className = 'badge';
          badge.textContent = String(conversation.unread);
          badge.setAttribute('aria-label', conversation.unread + ' ' + t('unread'));
          name.appendChild(badge);
        }
        var last = document.createElement('span');
        last.className = 'muted';
        last.textContent = conversation.memberTyping ? t('memberTyping') : conversation.lastMessage;
        button.append(name, last);
        button.addEventListener('click', function () { open(conversation.id); });
        item.appendChild(button);
        list.appendChild(item);
      });
    }).catch(failed);
  }

  function imageFor(imageId, holder) {
    if (imageUrls[imageId]) return void (holder.src = imageUrls[imageId]);
    fetch('/ops/chat/images/' + encodeURIComponent(imageId), { headers: { 'x-operator-token': token } })
      .then(function (response) { return response.ok ? response.blob() : null; })
      .then(function (blob) { if (blob) holder.src = imageUrls[imageId] = URL.createObjectURL(blob); });
  }

  function open(id) {
    return call('GET', '/ops/chat/conversations/' + id).then(function (value) {
      var changed = !selected || selected.id !== id;
      selected = value.conversation;
      $('conversation-title').textContent = t('conversationWith', { account: selected.account });
      $('typing').hidden = !selected.memberTyping;
      $('reply').hidden = selected.status !== 'open';
      var list = $('messages');
      list.textContent = '';
      var lastAgent = null;
      value.messages.forEach(function (message) {
        var item = document.createElement('li');
        item.className = message.sender;
        item.setAttribute('data-sender', message.sender);
        var who = document.createElement('span');
        who.className = 'who';
        who.textContent = message.sender === 'agent' ? message.agentName || 'support' : selected.account;
        item.appendChild(who);
        if (message.text) item.appendChild(document.createTextNode(message.text));
        if (message.imageId) {
          var image = document.createElement('img');
          image.alt = t('image');
          imageFor(message.imageId, image);
          item.appendChild(image);
        }
        if (message.sender === 'agent') lastAgent = { item: item, id: message.id };
        list.appendChild(item);
      });
      if (lastAgent) {
        var receipt = document.createElement('span');
        receipt.className = 'muted';
        receipt.textContent = ' · ' + (BigInt(value.memberReadId) >= BigInt(lastAgent.id) ? t('seen') : t('notSeen'));
        lastAgent.item.appendChild(receipt);
      }
      list.scrollTop = list.scrollHeight;
      if (changed) $('reply-text').focus();
      // Shown on the screen: read (the member sees the receipt).
      if (selected.unread > 0) call('POST', '/ops/chat/conversations/' + id + '/read', {}).then(loadList).catch(failed);
      else loadList();
    }).catch(failed);
  }

  /** The live notices (text/event-stream over fetch, so the token travels in a header). */
  function listen() {
    if (!token) return;
    var controller = new AbortController();
    stream = controller;
    fetch('/ops/chat/events', { headers: { 'x-operator-token': token }, signal: controller.signal })
      .then(function (response) {
        if (response.status === 403) return signedOut(t('needsRole'));
        if (!response.ok || !response.body) throw new Error('stream');
        $('live').textContent = t('live');
        var reader = response.body.getReader();
        var decoder = new TextDecoder();
        var buffered = '';
        function pump() {
          return reader.read().then(function (chunk) {
            if (chunk.done) throw new Error('ended');
            buffered += decoder.decode(chunk.value, { stream: true });
            var events = buffered.split('\n\n');
            buffered = events.pop();
            events.forEach(function (event) {
              var data = event.split('\n').filter(function (line) { return line.indexOf('data: ') === 0; }).map(function (line) { return line.slice(6); }).join('');
              if (!data) return;
              var notice = JSON.parse(data);
              if (selected && notice.conversationId === selected.id) open(selected.id);
              else loadList();
            });
            return pump();
          });
        }
        return pump();
      })
      .catch(function () {
        if (stream !== controller || !token) return;
        $('live').textContent = t('reconnecting');
        setTimeout(function () { if (stream === controller) { listen(); loadList(); } }, 3000);
      });
  }

  function start() {
    show(true);
    loadList();
    listen();
  }

  $('language').addEventListener('change', function (event) {
    language = event.target.value === 'en' ? 'en' : 'bn';
    localStorage.setItem(LANGUAGE_KEY, language);
    applyTexts();
    if (token) loadList();
  });

  $('sign-in').addEventListener('submit', function (event) {
    event.preventDefault();
    $('sign-in-error').textContent = '';
    call('POST', '/ops/session/login', { username: $('username').value.trim(), password: $('password').value })
      .then(function (value) {
        if (value.role !== 'support' && value.role !== 'admin') throw Object.assign(new Error(t('needsRole')), { status: 403 });
        token = value.token;
        sessionStorage.setItem(TOKEN_KEY, token);
        $('password').value = '';
        start();
      })
      .catch(function (error) {
        $('sign-in-error').textContent = error.message || t('failed');
      });
  });

  $('sign-out').addEventListener('click', function () {
    call('DELETE', '/ops/session').catch(function () { return null; }).then(function () { signedOut(''); });
  });

  $('reply').addEventListener('submit', function (event) {
    event.preventDefault();
    var text = $('reply-text').value.trim();
    if (!selected || !text) return;
    $('reply-error').textContent = '';
    call('POST', '/ops/chat/conversations/' + selected.id + '/messages', { text: text, requestId: requestId() })
      .then(function () { $('reply-text').value = ''; return open(selected.id); })
      .catch(failed);
  });

  $('reply-text').addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      $('reply').requestSubmit();
    }
  });

  $('reply-text').addEventListener('input', function () {
    var now = Date.now();
    if (!selected || now - lastTyping < 3000) return;
    lastTyping = now;
    call('POST', '/ops/chat/conversations/' + selected.id + '/typing').catch(function () { return null; });
  });

  $('close-conversation').addEventListener('click', function () {
    if (!selected || !window.confirm(t('confirmClose'))) return;
    call('POST', '/ops/chat/conversations/' + selected.id + '/close')
      .then(function () { $('reply-error').textContent = t('closed'); selected = null; $('messages').textContent = ''; $('reply').hidden = true; applyTexts(); return loadList(); })
      .catch(failed);
  });

  applyTexts();
  if (token) start();
  else show(false);
})();
