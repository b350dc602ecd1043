-- Neovim 0.7 (Debian) as a real LSP client of `genderfair lsp --stdio` (test/lsp-neovim.test.ts runs it):
-- opens a German Markdown file, waits for diagnostics, asks for code actions at the first one, applies the
-- preferred quick fix, waits for the diagnostics of the changed buffer, hovers the next finding and writes
-- the buffer. What it saw goes as JSON to $GENDERFAIR_OUT. Uses only what 0.7 has: vim.lsp.start_client,
-- vim.lsp.buf_attach_client, vim.lsp.buf_request_sync, vim.lsp.util.apply_workspace_edit.
local bin = os.getenv('GENDERFAIR_BIN')
local file = os.getenv('GENDERFAIR_FILE')
local out = os.getenv('GENDERFAIR_OUT')
local report = {}

local function finish(err)
  report.error = err
  local f = assert(io.open(out, 'w'))
  f:write(vim.fn.json_encode(report))
  f:close()
  vim.cmd('qall!')
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({
    name = 'genderfair',
    cmd = { 'node', bin, 'lsp', '--stdio' },
    root_dir = vim.fn.fnamemodify(file, ':p:h'),
    init_options = { debounce = 50 },
  })
  assert(client_id, 'the server did not start')
  vim.lsp.buf_attach_client(buf, client_id)

  assert(vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 50), 'no diagnostics')
  local diagnostics = vim.diagnostic.get(buf)
  table.sort(diagnostics, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
  report.before = {}
  for _, d in ipairs(diagnostics) do
    table.insert(report.before, { line = d.lnum, col = d.col, source = d.source, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) })
  end

  local first = diagnostics[1]
  local params = {
    textDocument = vim.lsp.util.make_text_document_params(buf),
    range = { start = { line = first.lnum, character = first.col }, ['end'] = { line = first.end_lnum, character = first.end_col } },
    context = { diagnostics = {} },
  }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000)
  local actions = responses and responses[client_id] and responses[client_id].result or {}
  report.actions = {}
  local preferred
  for _, a in ipairs(actions) do
    table.insert(report.actions, a.title)
    if a.isPreferred and not preferred then preferred = a end
  end
  assert(preferred, 'no preferred quick fix')
  vim.lsp.util.apply_workspace_edit(preferred.edit, 'utf-16')
  report.applied = preferred.title

  -- the change goes to the server (didChange); its diagnostics come after the debounce
  local count = #diagnostics
  assert(vim.wait(30000, function() return #vim.diagnostic.get(buf) == count - 1 end, 50), 'diagnostics were not updated')
  local rest = vim.diagnostic.get(buf)
  report.after = #rest

  local hover = vim.lsp.buf_request_sync(buf, 'textDocument/hover', {
    textDocument = vim.lsp.util.make_text_document_params(buf),
    position = { line = rest[1].lnum, character = rest[1].col },
  }, 10000)
  local result = hover and hover[client_id] and hover[client_id].result
  report.hover = result and result.contents and result.contents.value or ''

  vim.cmd('write')
  vim.lsp.stop_client(client_id)
end)
finish(ok and vim.NIL or tostring(err))
