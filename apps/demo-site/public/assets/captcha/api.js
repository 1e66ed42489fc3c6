// The demo's stand-in for the captcha provider's browser script (reCAPTCHA v2, explicit rendering), so the
// demo works on machines that cannot reach the provider. Same API: render, execute, getResponse, reset, and the
// `onload` callback named in the script URL. Tokens come from the demo server, which verifies them.
(function () {
  var script = document.currentScript;
  var params = new URL(script.src).searchParams;
  var widgets = [];

  // Tokens come from the API origin the page names (docs/markup.md), like every platform call.
  var apiOrigin = document.querySelector('meta[name="vitrine-api-origin"]');
  var tokenUrl = (apiOrigin ? apiOrigin.content.trim().replace(/\/+$/, '') : '') + '/_demo/captcha/token';

  function fetchToken() {
    return fetch(tokenUrl, { method: 'POST' }).then(function (response) {
      if (!response.ok) throw new Error('no captcha token');
      return response.text();
    });
  }

  window.grecaptcha = {
    render: function (container, options) {
      var id = widgets.length;
      var widget = { options: options, response: '' };
      widgets.push(widget);
      if (options.size !== 'invisible') {
        var label = document.createElement('label');
        label.className = 'demo-captcha demo-captcha--' + options.size;
        var box = document.createElement('input');
        box.type = 'checkbox';
        label.append(box, ' I am not a robot');
        // As the provider's box does, it is verifying (busy) until the token came; only then is the check passed.
        box.addEventListener('change', function () {
          if (!box.checked) return;
          box.setAttribute('aria-busy', 'true');
          fetchToken().then(
            function (token) {
              box.removeAttribute('aria-busy');
              widget.response = token;
              options.callback(token);
            },
            function () {
              box.removeAttribute('aria-busy');
              box.checked = false;
              if (options['error-callback']) options['error-callback']();
            },
          );
        });
        widget.box = box;
        container.append(label);
      }
      return id;
    },
    execute: function (id) {
      var widget = widgets[id];
      fetchToken().then(
        function (token) {
          widget.response = token;
          widget.options.callback(token);
        },
        function () {
          if (widget.options['error-callback']) widget.options['error-callback']();
        },
      );
    },
    getResponse: function (id) {
      return widgets[id] ? widgets[id].response : '';
    },
    reset: function (id) {
      var widget = widgets[id];
      if (!widget) return;
      widget.response = '';
      if (widget.box) {
        widget.box.checked = false;
        widget.box.removeAttribute('aria-busy');
      }
    },
  };
  var onload = params.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
